/**
 * Lighthouse (mobile, its default emulation: Moto G Power, slow 4G, 4x CPU slowdown) against the
 * built web app served by the whole server, for `/`, `/anonymous-chat` and `/feed`. Prints the
 * performance score, the bytes transferred and the main timings of each page.
 *
 *   npm run build -w web && node bench/lighthouse.mjs
 *
 * Uses Debian's Chromium (CHROME_PATH, default /usr/bin/chromium). BENCH_LIGHTHOUSE_RUNS (1)
 * repeats each page and keeps the median score; BENCH_LIGHTHOUSE_PAGES (comma-separated paths)
 * picks the pages; BENCH_LIGHTHOUSE_JSON (a folder) keeps every run's full report, whose
 * main-thread-tasks and long-tasks audits say what ran when. The server runs in its own process
 * (bench/childServer.ts) on a fresh embedded database, as in the other benchmarks.
 */
import { fork } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const here = path.dirname(fileURLToPath(import.meta.url));
const pages = process.env.BENCH_LIGHTHOUSE_PAGES?.split(',') ?? ['/', '/anonymous-chat', '/feed'];
const reportDir = process.env.BENCH_LIGHTHOUSE_JSON;
const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS) || 1;

if (!fs.existsSync(path.join(here, '../web/dist/index.html'))) {
  console.error('The web app is not built: run `npm run build -w web` first.');
  process.exit(1);
}

/** Starts the product in a child process and resolves with its URL. */
function startServer() {
  const child = fork(path.join(here, 'childServer.ts'), ['server'], {
    execArgv: ['--import', 'tsx'],
    stdio: 'inherit',
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
    child.once('message', ({ url }) => {
      child.removeAllListeners('exit');
      resolve({ url, stop: () => child.kill('SIGTERM') });
    });
  });
}

const benchmarkIndexes = [];
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const server = await startServer();
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
});
try {
  console.log(`Lighthouse mobile, ${runs} run(s) per page, load average ${loadAverage()}`);
  console.log('page               score  transferred  FCP      LCP      TBT');
  for (const page of pages) {
    const results = [];
    for (let run = 0; run < runs; run += 1) {
      const { lhr } = await lighthouse(`${server.url}${page}`, {
        port: chrome.port,
        onlyCategories: ['performance'],
        logLevel: 'error',
      });
      // A run Lighthouse could not complete (e.g. NO_FCP on an overloaded machine) has no score:
      // it is reported and left out of the median.
      if (lhr.runtimeError || lhr.categories.performance.score === null) {
        console.log(`  ${page} run ${run + 1} failed: ${lhr.runtimeError?.code ?? 'no score'}`);
      } else {
        results.push(lhr);
        if (reportDir) {
          const name = `${page.replace(/\W+/g, '_')}-${run + 1}.json`;
          fs.writeFileSync(path.join(reportDir, name), JSON.stringify(lhr));
        }
      }
    }
    if (results.length === 0) continue;
    const scores = results.map((lhr) => Math.round(lhr.categories.performance.score * 100));
    const lhr = results[scores.indexOf(median(scores))];
    const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
    // Lighthouse's own measure of the machine's CPU: its 4x slowdown is applied on top of it, so
    // scores from machines of different speed differ by that alone.
    benchmarkIndexes.push(...results.map((result) => result.environment.benchmarkIndex));
    console.log(
      [
        page.padEnd(18),
        String(median(scores)).padStart(5),
        `${(audit('total-byte-weight') / 1024).toFixed(0)} KiB`.padStart(12),
        `${(audit('first-contentful-paint') / 1000).toFixed(1)} s`.padStart(8),
        `${(audit('largest-contentful-paint') / 1000).toFixed(1)} s`.padStart(8),
        `${audit('total-blocking-time').toFixed(0)} ms`.padStart(8),
        runs > 1 ? `  (scores ${scores.join(', ')})` : '',
      ].join(' '),
    );
    if (process.env.BENCH_LIGHTHOUSE_DETAILS) printDetails(lhr);
  }
  console.log(`Lighthouse benchmarkIndex of this machine: ${benchmarkIndexes.join(', ')}`);
} finally {
  chrome.kill();
  server.stop();
}

/**
 * What costs: the audits Lighthouse scores below 0.9 with their items (nested tables, such as the
 * largest paint's element and its phases, flattened), then every request with its bytes.
 */
function printDetails(lhr) {
  for (const audit of Object.values(lhr.audits)) {
    if (audit.score === null || audit.score >= 0.9 || audit.scoreDisplayMode === 'informative') {
      continue;
    }
    console.log(`    ${audit.id}: ${audit.displayValue ?? ''} (score ${audit.score})`);
    const items = (audit.details?.items ?? []).flatMap((item) => item.items ?? [item]);
    for (const item of items.slice(0, 6)) {
      const label =
        item.url ?? item.node?.nodeLabel ?? item.node?.snippet ?? item.label ?? item.phase ?? '';
      const saving =
        item.wastedBytes ?? item.wastedMs ?? item.totalBytes ?? item.duration ?? item.timing ?? '';
      console.log(`      ${String(label).slice(0, 90)} ${saving}`);
    }
  }
  console.log('    requests (transferred bytes):');
  for (const request of lhr.audits['network-requests']?.details?.items ?? []) {
    const url = request.url.replace(/^https?:\/\/[^/]+/, '');
    console.log(`      ${String(request.transferSize).padStart(7)}  ${url.slice(0, 90)}`);
  }
}

function loadAverage() {
  return fs.readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
}
