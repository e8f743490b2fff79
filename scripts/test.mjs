#!/usr/bin/env node
// `npm test`: lint, types, build, then every test project. The integration suite runs on the
// embedded PGlite and, when DATABASE_URL is set, once more on that PostgreSQL server.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const totals = { passed: 0, failed: 0, skipped: 0 };
const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'serendip-report-'));

function run(title, command, args, env = process.env) {
  console.log(`\n=== ${title}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  if (result.status !== 0) {
    console.error(`\n${title} failed.`);
    summary();
    process.exit(result.status ?? 1);
  }
}

function vitest(title, project, env) {
  const report = path.join(reportDir, `${title.replace(/\W+/g, '-')}.json`);
  console.log(`\n=== ${title}`);
  const result = spawnSync(
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
