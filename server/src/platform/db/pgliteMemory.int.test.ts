import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const script = path.resolve(import.meta.dirname, '../../../test/openDatabaseMemory.ts');
const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'serendip-pglite-memory-'));
afterAll(() => fs.rm(dataDir, { recursive: true, force: true }));

/** Opens the embedded database in a process of its own; what it held then, as JSON. */
async function openIn(env: Record<string, string> = {}) {
  const { stdout } = await run(process.execPath, ['--import', 'tsx', script], {
    env: { ...process.env, DATA_DIR: dataDir, ...env },
  });
  return JSON.parse(stdout.trim().split('\n').at(-1)!) as {
    rssMb: number;
    sharedBuffers: string;
    tables: number;
  };
}

// The embedded database's share of an idle server (bench/README.md, "Idle memory").
describe('the embedded database in memory', { timeout: 180_000 }, () => {
  it('creates a new database elsewhere and holds no more than reopening one', async () => {
    const created = await openIn();
    expect(created.tables).toBeGreaterThan(20);
    expect(created.sharedBuffers).toBe('32MB');
    const reopened = await openIn();
    expect(reopened.tables).toBe(created.tables);
    // initdb in this process would leave ~400-600 MB more; a reopened one is ~300 MB with tsx.
    expect(created.rssMb).toBeLessThan(reopened.rssMb + 60);
    expect(created.rssMb).toBeLessThan(400);
  });

  it('takes its buffer pool from PGLITE_SHARED_BUFFERS', async () => {
    expect((await openIn({ PGLITE_SHARED_BUFFERS: '48MB' })).sharedBuffers).toBe('48MB');
  });
});
