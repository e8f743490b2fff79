import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, it } from 'vitest';
import { createServer, type RunningServer } from '../app';
import { loadConfig } from '../platform/config';
import { createLogger } from '../platform/logger';
import { keptApartButMatchable, reportEveryCombination, Sockets } from '../../test/reportExclusion';

// The embedded database on a data folder, with the memory hub: a restart forgets everything the
// server held (queues, recent partners), so only what the database keeps can part the two.

let dataDir: string | undefined;
let running: { server: RunningServer; url: string } | undefined;
const sockets = new Sockets();

/** A whole server as `npm start` runs it, on its own data folder (no DATABASE_URL, no Redis). */
async function startOn(dir: string) {
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    DATA_DIR: dir,
    RATE_LIMITS: 'off',
    ALTCHA_MAX_NUMBER: '2000',
    MAX_SOCKETS_PER_ADDRESS: '10000',
  });
  const server = await createServer({ config, logger: createLogger(config.logLevel) });
  return { server, url: `http://127.0.0.1:${await server.listen()}` };
}

afterAll(async () => {
  sockets.closeAll();
  await running?.server.close();
  if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
});

describe('a stranger report on the embedded database', () => {
  it('keeps each reporter and reported apart after a restart, in text and video; both meet others', async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'serendip-report-'));
    running = await startOn(dataDir);
    const pairs = await reportEveryCombination(sockets, running.url, running.url);
    sockets.closeAll();
    await running.server.close();
    running = undefined;
    running = await startOn(dataDir);
    // A report in either chat keeps them apart in both.
    for (const pair of pairs)
      for (const context of ['anonymous', 'video'] as const)
        await keptApartButMatchable(sockets, pair, context, running.url, running.url);
  }, 240_000);
});
