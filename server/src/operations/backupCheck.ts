import fs from 'node:fs/promises';
import { list } from 'tar';
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  DATABASE_ENTRY,
  MANIFEST_ENTRY,
  UPLOADS_ENTRY,
  type BackupManifest,
} from './backupArchive';

export interface BackupContents {
  manifest: BackupManifest;
  databaseBytes: number;
  mediaFiles: number;
}

/**
 * Reads a backup archive through to its end (a truncated or damaged one throws) and checks it
 * is one this release can restore.
 */
export async function checkBackup(file: string): Promise<BackupContents> {
  await fs.access(file).catch(() => {
    throw new Error(`${file} does not exist or cannot be read.`);
  });
  let manifestText = '';
  let databaseBytes = -1;
  let mediaFiles = 0;
  await list({
    file,
    strict: true,
    onReadEntry: (entry) => {
      if (entry.path === MANIFEST_ENTRY)
        entry.on('data', (chunk: Buffer) => (manifestText += chunk.toString('utf8')));
      else if (entry.path === DATABASE_ENTRY) databaseBytes = entry.size;
      else if (entry.type === 'File' && entry.path.startsWith(`${UPLOADS_ENTRY}/`)) mediaFiles += 1;
    },
  }).catch((error: unknown) => {
    throw new Error(`${file} is damaged or not a backup: ${(error as Error).message}`);
  });
  const manifest = parseManifest(manifestText);
  if (!manifest || databaseBytes < 0)
    throw new Error(`${file} is not a Serendip backup (made by npm run backup).`);
  if (manifest.version > BACKUP_VERSION)
    throw new Error(
      `${file} was made by a newer release (backup format ${manifest.version}): restore it with that release.`,
    );
  return { manifest, databaseBytes, mediaFiles };
}

function parseManifest(text: string): BackupManifest | undefined {
  try {
    const manifest = JSON.parse(text) as Partial<BackupManifest>;
    return manifest.format === BACKUP_FORMAT && typeof manifest.version === 'number'
      ? (manifest as BackupManifest)
      : undefined;
  } catch {
    return undefined;
  }
}
