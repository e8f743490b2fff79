#!/usr/bin/env node
// `npm test`: lint, format, types and build side by side, then every test project. The
// integration suite runs on the embedded PGlite and, when DATABASE_URL is set, once more on that
// PostgreSQL server, its multi-process tests running the build that was just made.
import { Buffer } from 'node:buffer';
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

const totals = { passed: 0, failed: 0, skipped: 0 };
/** Wall time of each step, printed with the summary (where a run's minutes go). */
const timings = [];
const started = performance.now();

function timed(title, work) {
  const start = performance.now();
  const result = work();
  timings.push([title, (performance.now() - start) / 1000]);
  return result;
}
const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'serendip-report-'));

/**
 * Runs the steps at once (each is mostly one core's work: together they fill both), prints each
 * one's output whole when it ends, and stops after them if any failed.
 */
async function runSideBySide(steps) {
  const started = performance.now();
  const outcomes = await Promise.all(
    steps.map(
      ([title, command, args]) =>
        new Promise((resolve) => {
          const begun = performance.now();
          const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
          const output = [];
          child.stdout.on('data', (chunk) => output.push(chunk));
          child.stderr.on('data', (chunk) => output.push(chunk));
          child.on('close', (status) => {
            const seconds = (performance.now() - begun) / 1000;
            console.log(`\n=== ${title} (${seconds.toFixed(0)} s)`);
            process.stdout.write(Buffer.concat(output));
            resolve({ title, status, seconds });
          });
        }),
    ),
  );
  for (const { title, seconds } of outcomes) timings.push([`${title} (side by side)`, seconds]);
  timings.push([
    `${steps.map(([title]) => title).join(', ')}: wall`,
    (performance.now() - started) / 1000,
  ]);
  const failed = outcomes.filter((outcome) => outcome.status !== 0);
  if (failed.length > 0) {
    console.error(`\n${failed.map((outcome) => outcome.title).join(', ')} failed.`);
    summary();
    process.exit(failed[0].status ?? 1);
  }
}

function vitest(title, project, env) {
  const report = path.join(reportDir, `${title.replace(/\W+/g, '-')}.json`);
  console.log(`\n=== ${title}`);
  const result = timed(title, () =>
    spawnSync(
      'npx',
      [
        'vitest',
        'run',
        '--project',
        project,
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${report}`,
      ],
      { stdio: 'inherit', env },
    ),
  );
  if (fs.existsSync(report)) {
    const json = JSON.parse(fs.readFileSync(report, 'utf8'));
    totals.passed += json.numPassedTests;
    totals.failed += json.numFailedTests;
    totals.skipped += json.numPendingTests + json.numTodoTests;
  }
  if (result.status !== 0) {
    console.error(`\n${title} failed.`);
    summary();
    process.exit(result.status ?? 1);
  }
}

function summary() {
  const minutes = (seconds) => `${Math.floor(seconds / 60)} min ${Math.round(seconds % 60)} s`;
  console.log('');
  for (const [title, seconds] of timings) console.log(`${minutes(seconds).padStart(14)}  ${title}`);
  console.log(`${minutes((performance.now() - started) / 1000).padStart(14)}  in all`);
  console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
}

const withoutServices = { ...process.env };
delete withoutServices.DATABASE_URL;
delete withoutServices.REDIS_URL;

await runSideBySide([
  ['lint', 'npx', ['eslint', '.']],
  ['format', 'npx', ['prettier', '--check', '.']],
  ['types', 'npm', ['run', 'typecheck']],
  ['build', 'npm', ['run', 'build']],
]);
vitest('unit tests', 'unit', process.env);
vitest('integration tests on embedded PGlite, in-memory hub', 'integration', withoutServices);
if (process.env.DATABASE_URL) {
  vitest(
    'integration tests on PostgreSQL (and Redis when REDIS_URL is set)',
    'integration',
    // The multi-process tests start the build made above (server/test/serverProcess.ts).
    { ...process.env, TEST_SERVER_BUILD: '1' },
  );
}
vitest('end-to-end tests in Chromium', 'e2e', process.env);
summary();
