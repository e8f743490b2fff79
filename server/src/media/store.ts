import fs from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../platform/config';
import type { Logger } from '../platform/logger';
import type { MediaStore } from './types';
import { uploadTempRoot } from './upload';
import { createLocalMediaStore } from './localStore';
import { createS3MediaStore } from './s3Store';

/**
 * The media store the configuration names (MEDIA_STORE): local disk under DATA_DIR/uploads, or
 * an S3-compatible bucket. Either way uploads wait in DATA_DIR/tmp while they are checked.
 */
export async function createMediaStore(
  config: Pick<Config, 'dataDir' | 'media'>,
  logger: Logger,
): Promise<MediaStore> {
  await sweepStaleUploads(config);
  if (config.media.store === 's3') return createS3MediaStore(config.media, logger);
  return createLocalMediaStore(path.join(config.dataDir, 'uploads'));
}

/** An upload older than this in the temporary folder was left by a process that died mid-way. */
const STALE_UPLOAD_MS = 60 * 60_000;

/** Removes what a crashed process left in the upload folder (other processes' fresh ones stay). */
async function sweepStaleUploads(config: Pick<Config, 'dataDir'>): Promise<void> {
  const root = uploadTempRoot(config);
  const entries = await fs.readdir(root).catch(() => []);
  for (const entry of entries) {
    const folder = path.join(root, entry);
    const stat = await fs.stat(folder).catch(() => undefined);
    if (stat && Date.now() - stat.mtimeMs > STALE_UPLOAD_MS)
      await fs.rm(folder, { recursive: true, force: true });
  }
}
