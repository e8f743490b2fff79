import fs from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { extract } from 'tar';
import { LOCK_FILE, lockDataDir } from '../platform/db/dataDirLock';
import { DATABASE_ENTRY, MANIFEST_ENTRY, SECRET_ENTRY, UPLOADS_ENTRY } from './backupArchive';
import { checkBackup } from './backupCheck';

/** Where the archive is unpacked inside DATA_DIR before its parts move into place. */
const STAGING = '.restoring';
const ARCHIVE_ENTRIES = new Set([MANIFEST_ENTRY, DATABASE_ENTRY, UPLOADS_ENTRY, SECRET_ENTRY]);

export interface RestoreSummary {
  accounts: number;
  mediaFiles: number;
  createdAt: string;
}

/**
 * Fills an empty or new DATA_DIR from a backup archive, under DATA_DIR's lock: refused while a
 * process holds it (DataDirInUse) and when it holds anything already. A restore that fails
 * leaves DATA_DIR as empty as it found it.
 */
export async function restoreBackup(file: string, dataDir: string): Promise<RestoreSummary> {
  const lock = await lockDataDir(dataDir, 'restore');
  try {
    const contents = await checkBackup(file);
    const present = (await fs.readdir(dataDir)).filter((name) => name !== LOCK_FILE);
    if (present.length > 0)
      throw new Error(
        `DATA_DIR ${dataDir} is not empty (it holds ${present.slice(0, 5).join(', ')}). ` +
          'A restore fills an empty or new folder: set DATA_DIR to a new folder, or move this ' +
          "folder's content away first.",
      );
    try {
      const accounts = await unpack(file, dataDir);
      return { accounts, mediaFiles: contents.mediaFiles, createdAt: contents.manifest.createdAt };
    } catch (error) {
      for (const name of await fs.readdir(dataDir))
        if (name !== LOCK_FILE) await fs.rm(path.join(dataDir, name), { recursive: true });
      throw error;
    }
  } finally {
    await lock.release();
  }
}

/** Unpacks the archive into DATA_DIR; returns how many accounts the database holds. */
async function unpack(file: string, dataDir: string): Promise<number> {
  const staging = path.join(dataDir, STAGING);
  await fs.mkdir(staging, { mode: 0o700 });
  await extract({
    file,
    cwd: staging,
    strict: true,
    // Only what a backup holds: its own entries, as plain files and folders (no links).
    filter: (entryPath, entry) =>
      ARCHIVE_ENTRIES.has(entryPath.split('/')[0]!) &&
      'type' in entry &&
      (entry.type === 'File' || entry.type === 'Directory'),
  });
  const dump = await fs.readFile(path.join(staging, DATABASE_ENTRY));
  const database = new PGlite(path.join(dataDir, 'db'), { loadDataDir: new Blob([dump]) });
  let accounts: number;
  try {
    await database.waitReady;
    const result = await database.query<{ count: number }>(
      'select count(*)::int as count from users',
    );
    accounts = result.rows[0]!.count;
  } finally {
    await database.close();
  }
  for (const entry of [UPLOADS_ENTRY, SECRET_ENTRY]) {
    const from = path.join(staging, entry);
    if (await exists(from)) await fs.rename(from, path.join(dataDir, entry));
  }
  if (await exists(path.join(dataDir, SECRET_ENTRY)))
    await fs.chmod(path.join(dataDir, SECRET_ENTRY), 0o600);
  await fs.rm(staging, { recursive: true });
  return accounts;
}

const exists = (file: string) =>
  fs.access(file).then(
    () => true,
    () => false,
  );
