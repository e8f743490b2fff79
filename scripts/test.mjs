#!/usr/bin/env node
// `npm test`: lint, types, build, then every test project. The integration suite runs on the
// embedded PGlite and, when DATABASE_URL is set, once more on that PostgreSQL server.
import { spawnSync } from 'node:child_process';
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

function run(title, command, args, env = process.env) {
  console.log(`\n=== ${title}`);
  const result = timed(title, () => spawnSync(command, args, { stdio: 'inherit', env }));
  if (result.status !== 0) {
    console.error(`\n${title} failed.`);
    summary();
    process.exit(result.status ?? 1);
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

run('lint', 'npx', ['eslint', '.']);
run('format', 'npx', ['prettier', '--check', '.']);
run('types', 'npm', ['run', 'typecheck']);
run('build', 'npm', ['run', 'build']);
vitest('unit tests', 'unit', process.env);
vitest('integration tests on embedded PGlite, in-memory hub', 'integration', withoutServices);
if (process.env.DATABASE_URL) {
  vitest(
    'integration tests on PostgreSQL (and Redis when REDIS_URL is set)',
    'integration',
    process.env,
  );
}
vitest('end-to-end tests in Chromium', 'e2e', process.env);
summary();
