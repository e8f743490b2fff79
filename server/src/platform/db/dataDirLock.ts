import crypto from 'node:crypto';
import fsSync from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/** The lock file beside the embedded database's folder (DATA_DIR/db). */
export const LOCK_FILE = 'db.lock';

/** Who holds a DATA_DIR's embedded database, as written in its lock file. */
export interface LockHolder {
  pid: number;
  host: string;
  /** What holds it: `server`, or the operator command (`admin`, `backup`, `restore`). */
  command: string;
  /** The server's HTTP port, once it listens. */
  port?: number;
  startedAt: string;
  /** Linux: the boot and the start time of the process, so a reused pid is not taken for it. */
  bootId?: string;
  processStart?: string;
  /** Tells this holder's file from another's written with the same pid. */
  nonce: string;
}

/** Another live process holds the DATA_DIR: the message says which. */
export class DataDirInUse extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: LockHolder,
  ) {
    super(
      `DATA_DIR ${dataDir} is in use: its embedded database is held by ${describeHolder(holder)}. ` +
        'One process at a time may open it: stop that process first, or give this one another DATA_DIR.',
    );
    this.name = 'DataDirInUse';
  }
}

export function describeHolder(holder: LockHolder): string {
  const what = holder.command === 'server' ? 'a Serendip server' : `\`npm run ${holder.command}\``;
  const port = holder.port ? `, port ${holder.port}` : '';
  return `${what} (pid ${holder.pid} on host ${holder.host}${port}, since ${holder.startedAt})`;
}

export interface DataDirLock {
  readonly holder: LockHolder;
  /** Records the server's port in the lock file, for the message a second process prints. */
  setPort(port: number): Promise<void>;
  /** Removes the lock file (if it is still this holder's). */
  release(): Promise<void>;
}

/**
 * Takes DATA_DIR's embedded database for this process: creates the lock file, or takes it over
 * when the process it names is dead (same host only: another host's pid cannot be checked).
 * Throws DataDirInUse when a live process holds it. The file goes when the process exits.
 */
export async function lockDataDir(dataDir: string, command: string): Promise<DataDirLock> {
  await fs.mkdir(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, LOCK_FILE);
  let holder: LockHolder = await describeThisProcess(command);
  for (let attempt = 0; ; attempt += 1) {
    if (await createExclusive(lockPath, holder)) break;
    const current = await readHolder(lockPath);
    if (current === 'gone') continue;
    if (current === 'unreadable') {
      // A file another process is still writing cannot be read for a moment: it is created whole
      // (written aside, then linked), so this means a damaged file; treat it as stale.
      if (attempt > 20) throw new Error(`The lock file ${lockPath} cannot be read; remove it.`);
      await pause(50);
      if ((await readHolder(lockPath)) === 'unreadable') await removeIfSame(lockPath, undefined);
      continue;
    }
    if (await isAlive(current)) throw new DataDirInUse(dataDir, current);
    await removeIfSame(lockPath, current.nonce);
    if (attempt > 20) throw new DataDirInUse(dataDir, current);
  }
  heldHere.add(holder.nonce);
  const release = async () => {
    heldHere.delete(holder.nonce);
    await removeIfSame(lockPath, holder.nonce);
  };
  const releaseOnExit = () => {
    try {
      if (readHolderSync(lockPath)?.nonce === holder.nonce) fsSync.rmSync(lockPath);
    } catch {
      // Exiting: nothing more can be done.
    }
  };
  process.once('exit', releaseOnExit);
  return {
    get holder() {
      return holder;
    },
    async setPort(port) {
      holder = { ...holder, port };
      const aside = `${lockPath}.${holder.nonce}`;
      await fs.writeFile(aside, JSON.stringify(holder), { mode: 0o600 });
      await fs.rename(aside, lockPath);
    },
    async release() {
      process.removeListener('exit', releaseOnExit);
      await release();
    },
  };
}

/** The live holder of DATA_DIR's embedded database, if any (a dead holder's file is ignored). */
export async function currentHolder(dataDir: string): Promise<LockHolder | undefined> {
  const holder = await readHolder(path.join(dataDir, LOCK_FILE));
  if (holder === 'gone' || holder === 'unreadable') return undefined;
  return (await isAlive(holder)) ? holder : undefined;
}

/** Writes the file aside and links it into place: it appears whole, and only if absent. */
async function createExclusive(lockPath: string, holder: LockHolder): Promise<boolean> {
  const aside = `${lockPath}.${holder.nonce}`;
  await fs.writeFile(aside, JSON.stringify(holder), { mode: 0o600 });
  try {
    await fs.link(aside, lockPath);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    await fs.rm(aside, { force: true });
  }
}

async function readHolder(lockPath: string): Promise<LockHolder | 'gone' | 'unreadable'> {
  let text: string;
  try {
    text = await fs.readFile(lockPath, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 'gone';
    throw error;
  }
  return parseHolder(text) ?? 'unreadable';
}

function readHolderSync(lockPath: string): LockHolder | undefined {
  return parseHolder(fsSync.readFileSync(lockPath, 'utf8'));
}

function parseHolder(text: string): LockHolder | undefined {
  try {
    const value = JSON.parse(text) as Partial<LockHolder>;
    if (typeof value.pid !== 'number' || typeof value.host !== 'string') return undefined;
    return { command: 'server', startedAt: '?', nonce: '', ...value } as LockHolder;
  } catch {
    return undefined;
  }
}

/**
 * Takes a stale file away: moves it aside under a name of its own (one process wins the move),
 * then checks that what it moved is the file judged stale; a fresh holder's file that appeared
 * in between is put back.
 */
async function removeIfSame(lockPath: string, nonce: string | undefined): Promise<void> {
  const aside = `${lockPath}.stale-${crypto.randomBytes(6).toString('hex')}`;
  try {
    await fs.rename(lockPath, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  const moved = await fs.readFile(aside, 'utf8').catch(() => '');
  const movedNonce = parseHolder(moved)?.nonce;
  if (nonce === undefined ? movedNonce !== undefined : movedNonce !== nonce) {
    await fs.link(aside, lockPath).catch(() => {});
  }
  await fs.rm(aside, { force: true });
}

/** The nonces of the locks this process holds. */
const heldHere = new Set<string>();

/** Whether the holder still runs: on another host it is assumed to (it cannot be checked). */
async function isAlive(holder: LockHolder): Promise<boolean> {
  if (holder.host !== os.hostname()) return true;
  // This pid's file is live only if this process wrote it (a restarted container reuses pids).
  if (holder.pid === process.pid) return heldHere.has(holder.nonce);
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ESRCH') return false;
  }
  // The pid runs; on Linux it is the same process only if it started when the holder did.
  if (holder.bootId && holder.bootId !== (await bootId())) return false;
  if (holder.processStart) {
    const started = await processStart(holder.pid);
    if (started !== undefined && started !== holder.processStart) return false;
  }
  return true;
}

async function describeThisProcess(command: string): Promise<LockHolder> {
  return {
    pid: process.pid,
    host: os.hostname(),
    command,
    startedAt: new Date().toISOString(),
    bootId: await bootId(),
    processStart: await processStart(process.pid),
    nonce: crypto.randomBytes(8).toString('hex'),
  };
}

/** Linux: the kernel's id of this boot. */
async function bootId(): Promise<string | undefined> {
  const text = await fs.readFile('/proc/sys/kernel/random/boot_id', 'utf8').catch(() => undefined);
  return text?.trim() || undefined;
}

/** Linux: when a process started, in clock ticks since boot (field 22 of /proc/PID/stat). */
async function processStart(pid: number): Promise<string | undefined> {
  const text = await fs.readFile(`/proc/${pid}/stat`, 'utf8').catch(() => undefined);
  if (!text) return undefined;
  // The command name (field 2) may hold spaces and parentheses: count from after its last ')'.
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  return fields[19];
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
