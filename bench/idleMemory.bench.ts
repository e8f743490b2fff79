/**
 * What an idle server holds: the built server (`node server/dist/main.js`, the
 * flags of `npm start`) with the embedded database, started in a process of its own for each
 * variant below, left idle BENCH_IDLE_MEMORY_SETTLE_S seconds once /healthz answers; then its
 * RSS (/proc, the median of the last 5 one-second samples), its JS heap and external memory
 * (/metrics: PGlite's WebAssembly heap is external memory), and what a variant toggles against
 * the restart row shows that part's share.
 *
 *   npm run bench:idle-memory            (builds the server first)
 *   BENCH_IDLE_MAIN=/elsewhere/server/dist/main.js npx tsx bench/idleMemory.bench.ts
 *
 * BENCH_IDLE_MAIN measures another build (an earlier commit's) with the same variants.
 * With DATABASE_URL set (a database whose name contains "bench"), one more row runs the same
 * server on PostgreSQL: the embedded database's whole share.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { SERVER_NODE_FLAGS } from './serverEnv';

const here = path.dirname(fileURLToPath(import.meta.url));
const MAIN = path.resolve(process.env.BENCH_IDLE_MAIN ?? path.join(here, '../server/dist/main.js'));
const SETTLE_S = Number(process.env.BENCH_IDLE_MEMORY_SETTLE_S ?? 30);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1];
const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);

export function rssBytes(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)![1]) * 1024;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

interface Started {
  url: string;
  child: ChildProcess;
  startSeconds: number;
}

async function startServer(dataDir: string, env: Record<string, string>): Promise<Started> {
  const port = await freePort();
  const started = Date.now();
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, MAIN], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      RATE_LIMITS: 'off',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const up = await fetch(`${url}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return { url, child, startSeconds: (Date.now() - started) / 1000 };
    await sleep(200);
  }
}

function stopServer(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

const metric = (text: string, name: string) =>
  Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1] ?? NaN);

/** One signed-in upload: the image classifier loads for it. */
async function uploadOnce(url: string): Promise<void> {
  const name = `idle${Date.now().toString(36)}`;
  const registered = await fetch(`${url}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      username: name,
      email: `${name}@example.com`,
      password: 'idle-memory-pw',
    }),
  });
  const { token } = (await registered.json()) as { token: string };
  const image = await sharp({
    create: { width: 640, height: 480, channels: 3, background: '#6a8caf' },
  })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.append('caption', 'idle memory');
  form.append('image', new Blob([new Uint8Array(image)], { type: 'image/jpeg' }), 'photo.jpg');
  const response = await fetch(`${url}/api/photos`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  if (response.status !== 201) throw new Error(`upload answered ${response.status}`);
}

interface Variant {
  label: string;
  env?: Record<string, string>;
  upload?: boolean;
}

const variants: Variant[] = [
  // The first row starts on the empty DATA_DIR; every later one reopens what it created.
  { label: 'first start (new DATA_DIR)' },
  { label: 'restart (existing DATA_DIR)' },
  { label: 'restart, IMAGE_CLASSIFIER=off', env: { IMAGE_CLASSIFIER: 'off' } },
  { label: 'restart, one upload, then idle', upload: true },
  { label: 'restart, TEXT_RULES=off', env: { TEXT_RULES: 'off' } },
  { label: 'restart, PGLITE_SHARED_BUFFERS=128MB', env: { PGLITE_SHARED_BUFFERS: '128MB' } },
];
if (process.env.DATABASE_URL) {
  if (!/bench/.test(new URL(process.env.DATABASE_URL).pathname))
    throw new Error('DATABASE_URL must name a database whose name contains "bench"');
  variants.push({
    label: 'PostgreSQL (DATABASE_URL), no embedded database',
    env: { DATABASE_URL: process.env.DATABASE_URL, JWT_SECRET: 'x'.repeat(48) },
  });
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'serendip-idle-memory-'));
console.log(
  `\nIdle memory of ${path.relative(process.cwd(), MAIN)}, settled ${SETTLE_S} s; ` +
    `load average ${os
      .loadavg()
      .map((value) => value.toFixed(1))
      .join(' ')}\n`,
);
console.log(
  '| variant | start | RSS | JS heap used | external (PGlite WASM …) | RSS min-max while idle |',
);
console.log('|---|---|---|---|---|---|');
try {
  for (const variant of variants) {
    const server = await startServer(dataDir, variant.env ?? {});
    try {
      if (variant.upload) await uploadOnce(server.url);
      const samples: number[] = [];
      for (let second = 0; second < SETTLE_S; second += 1) {
        await sleep(1000);
        samples.push(rssBytes(server.child.pid!));
      }
      const metrics = await (await fetch(`${server.url}/metrics`)).text();
      console.log(
        `| ${variant.label} | ${server.startSeconds.toFixed(1)} s | **${mb(median(samples.slice(-5)))} MB** | ` +
          `${mb(metric(metrics, 'nodejs_heap_size_used_bytes'))} MB | ` +
          `${mb(metric(metrics, 'nodejs_external_memory_bytes'))} MB | ` +
          `${mb(Math.min(...samples))}-${mb(Math.max(...samples))} MB |`,
      );
    } finally {
      await stopServer(server.child);
    }
  }
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
