import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  currentHolder,
  DataDirInUse,
  LOCK_FILE,
  lockDataDir,
  type LockHolder,
} from './dataDirLock';

let dataDir: string;
beforeEach(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'serendip-lock-'));
});
afterEach(async () => {
  await fs.rm(dataDir, { recursive: true, force: true });
});

const lockFile = () => path.join(dataDir, LOCK_FILE);
const readLock = async () => JSON.parse(await fs.readFile(lockFile(), 'utf8')) as LockHolder;
const writeLock = (holder: Partial<LockHolder>) =>
  fs.writeFile(
    lockFile(),
    JSON.stringify({ command: 'server', startedAt: 'then', nonce: 'old', ...holder }),
  );

/** The pid of a process that has exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', '']);
  return child.pid!;
}

describe('DATA_DIR lock', () => {
  it('lets one holder in, names it to the next, and is free again once released', async () => {
    const lock = await lockDataDir(dataDir, 'server');
    await lock.setPort(4201);
    const refusal = await lockDataDir(dataDir, 'admin').catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(DataDirInUse);
    expect((refusal as Error).message).toContain(
      `held by a Serendip server (pid ${process.pid} on host ${os.hostname()}, port 4201`,
    );
    expect((await currentHolder(dataDir))?.port).toBe(4201);
    await lock.release();
    await expect(fs.access(lockFile())).rejects.toThrow();
    expect(await currentHolder(dataDir)).toBeUndefined();
    const next = await lockDataDir(dataDir, 'backup');
    expect(await readLock()).toMatchObject({ pid: process.pid, command: 'backup' });
    await next.release();
  });

  it('takes over the file of a holder that died', async () => {
    await writeLock({ pid: deadPid(), host: os.hostname() });
    const lock = await lockDataDir(dataDir, 'server');
    expect(await readLock()).toMatchObject({ pid: process.pid, nonce: lock.holder.nonce });
    await lock.release();
  });

  it('takes over a file with this process`s pid that this process did not write (a restart)', async () => {
    await writeLock({ pid: process.pid, host: os.hostname() });
    const lock = await lockDataDir(dataDir, 'server');
    expect((await readLock()).nonce).toBe(lock.holder.nonce);
    await lock.release();
  });

  it.runIf(process.platform === 'linux')(
    'takes over when the pid now belongs to a process started later',
    async () => {
      const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
      try {
        await writeLock({ pid: other.pid!, host: os.hostname(), processStart: '1' });
        const lock = await lockDataDir(dataDir, 'server');
        expect((await readLock()).pid).toBe(process.pid);
        await lock.release();
      } finally {
        other.kill('SIGKILL');
      }
    },
  );

  it('refuses a live holder, and one on another host whose pid it cannot check', async () => {
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      await writeLock({ pid: other.pid!, host: os.hostname(), command: 'backup' });
      await expect(lockDataDir(dataDir, 'server')).rejects.toThrow(
        `held by \`npm run backup\` (pid ${other.pid} on host ${os.hostname()}`,
      );
    } finally {
      other.kill('SIGKILL');
    }
    await writeLock({ pid: deadPid(), host: 'elsewhere.example' });
    await expect(lockDataDir(dataDir, 'server')).rejects.toThrow('on host elsewhere.example');
  });
});
