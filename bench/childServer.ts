/**
 * Runs one server under test in its own process, so the load generator (the benchmark's
 * clients) does not share its event loop: with both in one process, half of what was measured
 * was the clients' own work. Started by spawnServer() below; answers its URL over IPC.
 *
 * argv: 'server' (the whole product, memory hub or REDIS_URL) or 'baseline <module> <export>'
 * (a bare relay from a module of bench/ exporting `() => Promise<{ url }>`).
 */
import { fork } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cpuSeconds } from '../server/test/processCpu';
import { benchDatabaseOptions } from './benchDatabase';
import { BENCH_SERVER_HOST, SERVER_NODE_FLAGS, benchServerEnv } from './serverEnv';

export interface ChildServer {
  url: string;
  /** What the child reported about itself (hub kind for the server). */
  label: string;
  /** The child's process id (to read its memory from /proc). */
  pid: number;
  /** The child's memory after a full garbage collection. */
  memory(): Promise<NodeJS.MemoryUsage>;
  /**
   * CPU seconds the child has used so far (user + system, /proc, 10 ms ticks): the work per
   * request it takes is steadier than throughput on a VM whose neighbours come and go.
   */
  cpuSeconds(): Promise<number>;
  close(): Promise<void>;
}

const here = fileURLToPath(import.meta.url);

function withOverrides(
  base: NodeJS.ProcessEnv,
  overrides: Record<string, string | undefined>,
): NodeJS.ProcessEnv {
  const env = { ...base, ...overrides };
  for (const [name, value] of Object.entries(overrides)) if (value === undefined) delete env[name];
  return env;
}

/**
 * Forks this file with the given role and waits for its URL. `env` replaces variables of this
 * process's environment for the child (undefined removes one).
 */
export function spawnServer(
  role: string[],
  env: Record<string, string | undefined> = {},
): Promise<ChildServer> {
  const profile = process.env.BENCH_PROFILE_DIR
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE_DIR}`]
    : [];
  // Extra Node flags for a diagnosis (for example --trace-gc), space-separated.
  const extra = process.env.BENCH_SERVER_FLAGS?.split(' ').filter(Boolean) ?? [];
  const child = fork(here, role, {
    execArgv: ['--import', 'tsx', '--expose-gc', ...SERVER_NODE_FLAGS, ...profile, ...extra],
    stdio: 'inherit',
    env: withOverrides(process.env, env),
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
    child.once('message', (message: { url: string; label: string }) =>
      resolve({
        ...message,
        pid: child.pid!,
        cpuSeconds: () => cpuSeconds(child.pid!),
        memory: () =>
          new Promise<NodeJS.MemoryUsage>((done) => {
            child.once('message', (reply: { memory: NodeJS.MemoryUsage }) => done(reply.memory));
            child.send('memory');
          }),
        close: () =>
          new Promise<void>((done) => {
            child.removeAllListeners('exit');
            child.once('exit', () => done());
            child.kill('SIGTERM');
          }),
      }),
    );
  });
}

async function startProduct(): Promise<{ url: string; label: string }> {
  const { createServer } = await import('../server/src/app');
  const { loadConfig } = await import('../server/src/platform/config');
  const { openDatabase } = await import('../server/src/platform/db/database');
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'serendip-bench-'));
  const config = loadConfig(benchServerEnv(dataDir));
  // A fresh embedded database, or DATABASE_URL (a database whose name says bench: benchDatabase.ts).
  const options = process.env.DATABASE_URL ? { ...benchDatabaseOptions(), dataDir } : { dataDir };
  const server = await createServer({ config, database: await openDatabase(options) });
  // The captcha is not what is measured: accept every payload.
  server.ctx.captcha = { ...server.ctx.captcha, verify: async () => true };
  const port = await server.listen();
  process.once('SIGTERM', () => {
    void server
      .close()
      .then(() => fs.rm(dataDir, { recursive: true, force: true }))
      .finally(() => process.exit(0));
  });
  return {
    url: `http://${BENCH_SERVER_HOST}:${port}`,
    label: `server (${server.ctx.hub.kind} hub)`,
  };
}

async function startBaseline(
  module: string,
  name: string,
): Promise<{ url: string; label: string }> {
  const imported = (await import(path.join(path.dirname(here), module))) as Record<
    string,
    () => Promise<{ url: string }>
  >;
  const { url } = await imported[name]();
  process.once('SIGTERM', () => process.exit(0));
  return { url, label: 'bare Socket.IO relay' };
}

if (process.send && process.argv[1] === here) {
  const [role, module, name] = process.argv.slice(2);
  const started = role === 'server' ? await startProduct() : await startBaseline(module, name);
  process.send(started);
  process.on('message', (message) => {
    if (message !== 'memory') return;
    (globalThis as { gc?: () => void }).gc?.();
    process.send!({ memory: process.memoryUsage() });
  });
}
