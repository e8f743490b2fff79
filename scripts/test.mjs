#!/usr/bin/env node
// `npm test`: lint, format, types and build side by side, then every test project, the browser
// tests beside the others. The integration suite runs on the embedded PGlite and, when
// DATABASE_URL is set, once more on that PostgreSQL server, its multi-process tests running the
// build that was just made.
import { Buffer } from 'node:buffer';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

const totals = { passed: 0, failed: 0, skipped: 0 };
/** Wall time of each step, printed with the summary (where a run's minutes go). */
const timings = [];
const started = performance.now();

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

/** Test runs still going in the background: stopped if the run ends early. */
const background = new Set();

/**
 * Runs one vitest project and resolves with its exit status, after adding its results to the
 * totals. In the foreground its output streams as it comes; in the background it is kept and
 * printed whole when the project ends, so two projects' lines never mix.
 */
function vitest(title, project, env, { inBackground = false } = {}) {
  const report = path.join(reportDir, `${title.replace(/\W+/g, '-')}.json`);
  if (!inBackground) console.log(`\n=== ${title}`);
  const begun = performance.now();
  const args = ['vitest', 'run', '--project', project, '--reporter=default', '--reporter=json'];
  const child = spawn('npx', [...args, `--outputFile.json=${report}`], {
    stdio: inBackground ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    env,
  });
  const output = [];
  if (inBackground) {
    background.add(child);
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
  }
  return new Promise((resolve) => {
    child.on('close', (status) => {
      background.delete(child);
      timings.push([
        inBackground ? `${title} (beside the others)` : title,
        (performance.now() - begun) / 1000,
      ]);
      if (inBackground) {
        console.log(`\n=== ${title} (ran beside the steps above)`);
        process.stdout.write(Buffer.concat(output));
      }
      if (fs.existsSync(report)) {
        const json = JSON.parse(fs.readFileSync(report, 'utf8'));
        totals.passed += json.numPassedTests;
        totals.failed += json.numFailedTests;
        totals.skipped += json.numPendingTests + json.numTodoTests;
      }
      resolve(status);
    });
  });
}

function stopIfFailed(title, status) {
  if (status === 0) return;
  console.error(`\n${title} failed.`);
  for (const child of background) child.kill();
  summary();
  process.exit(status ?? 1);
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
// The browser tests mostly wait on pages, media and timers (under a core's worth of CPU), so
// they run beside the unit and integration tests rather than after them.
const endToEnd = vitest('end-to-end tests in Chromium', 'e2e', process.env, { inBackground: true });
stopIfFailed('unit tests', await vitest('unit tests', 'unit', process.env));
const pglite = 'integration tests on embedded PGlite, in-memory hub';
stopIfFailed(pglite, await vitest(pglite, 'integration', withoutServices));
if (process.env.DATABASE_URL) {
  const postgres = 'integration tests on PostgreSQL (and Redis when REDIS_URL is set)';
  // The multi-process tests start the build made above (server/test/multiProcess.ts).
  const env = { ...process.env, TEST_SERVER_BUILD: '1' };
  stopIfFailed(postgres, await vitest(postgres, 'integration', env));
}
stopIfFailed('end-to-end tests in Chromium', await endToEnd);
summary();
