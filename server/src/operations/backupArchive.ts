import fs from 'node:fs/promises';
import path from 'node:path';
import { PassThrough, type Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { Header, Pack, ReadEntry } from 'tar';
import type { DatabaseHandle } from '../platform/db/database';

/** First entry of every backup: what it is and which format. */
export const MANIFEST_ENTRY = 'serendip-backup.json';
/** The embedded database's data directory, as PGlite dumps it (a tar inside the archive). */
export const DATABASE_ENTRY = 'database.tar';
/** What else of DATA_DIR a backup carries: the media and the generated signing secret. */
export const UPLOADS_ENTRY = 'uploads';
export const SECRET_ENTRY = 'secret';
/**
 * Media sent in anonymous chat lives two hours and is never meant to be kept: not backed up
 * (and the sweeper deleting it while the archive is written would break the copy).
 */
const SKIPPED_UPLOADS = path.join(UPLOADS_ENTRY, 'anon');

export const BACKUP_FORMAT = 'serendip-backup';
export const BACKUP_VERSION = 1;

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  version: number;
  createdAt: string;
  database: 'pglite';
}

/**
 * A consistent backup of an embedded database and DATA_DIR's media, as a gzipped tar stream.
 * The database is copied first, in one step (PGlite dumps its files between two queries, after a
 * checkpoint); the media files after it. Files a later row names may be in the archive too
 * (harmless); none a copied row names is missing, as long as `holdRemovals` holds deletions
 * until the stream ends (it is released however the stream ends).
 */
export async function backupStream(
  database: DatabaseHandle,
  dataDir: string,
  holdRemovals: () => () => void = () => () => {},
): Promise<Readable> {
  if (!database.dump) throw new Error('Only the embedded database is backed up this way.');
  const release = holdRemovals();
  try {
    await database.db.execute(sql`checkpoint`);
    const dump = Buffer.from(await (await database.dump('none')).arrayBuffer());
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      createdAt: new Date().toISOString(),
      database: 'pglite',
    };
    const pack = new Pack({
      cwd: dataDir,
      gzip: true,
      portable: true,
      filter: (entryPath) => path.normalize(entryPath) !== SKIPPED_UPLOADS,
    });
    const output = new PassThrough();
    pack.on('error', (error: unknown) => output.destroy(error as Error));
    output.once('close', release);
    pack.pipe(output);
    pack.add(memoryEntry(MANIFEST_ENTRY, Buffer.from(JSON.stringify(manifest, null, 2))));
    pack.add(memoryEntry(DATABASE_ENTRY, dump));
    for (const entry of [SECRET_ENTRY, UPLOADS_ENTRY])
      if (await exists(path.join(dataDir, entry))) pack.add(entry);
    pack.end();
    return output;
  } catch (error) {
    release();
    throw error;
  }
}

/** A file entry whose content is in memory. */
function memoryEntry(entryPath: string, data: Buffer): ReadEntry {
  const header = new Header({
    path: entryPath,
    type: 'File',
    mode: 0o600,
    size: data.length,
    mtime: new Date(),
  });
  const entry = new ReadEntry(header);
  entry.end(data);
  return entry;
}

const exists = (file: string) =>
  fs.access(file).then(
    () => true,
    () => false,
  );
