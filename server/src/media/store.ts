import crypto from 'node:crypto';
import { constants as fsConstants } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../platform/config';
import type { MediaStore } from './types';
import { uploadTempRoot } from './upload';

const PUBLIC_PREFIX = '/uploads/';

/** Local-disk media store under DATA_DIR/uploads, served at /uploads/. */
export async function createMediaStore(config: Pick<Config, 'dataDir'>): Promise<MediaStore> {
  const root = path.join(config.dataDir, 'uploads');
  await fs.mkdir(root, { recursive: true });
  await sweepStaleUploads(config);
  return {
    root,
    async put(folder, extension, bytes) {
      const name = await freshName(root, folder, extension);
      await fs.writeFile(path.join(root, name), bytes, { flag: 'wx' });
      return `${PUBLIC_PREFIX}${name}`;
    },
    async putFile(folder, extension, sourcePath) {
      const name = await freshName(root, folder, extension);
      await fs.copyFile(sourcePath, path.join(root, name), fsConstants.COPYFILE_EXCL);
      return `${PUBLIC_PREFIX}${name}`;
    },
    async remove(publicPath) {
      if (!publicPath.startsWith(PUBLIC_PREFIX)) return;
      const relative = publicPath.slice(PUBLIC_PREFIX.length);
      // Only names put() makes: folder/uuid.ext, so no path can escape the root.
      if (!/^[a-z0-9-]+\/[0-9a-f-]{36}\.[a-z0-9]+$/.test(relative)) return;
      await fs.rm(path.join(root, relative), { force: true });
    },
  };
}

/** A new `folder/uuid.extension` under the root, its folder created. */
async function freshName(root: string, folder: string, extension: string): Promise<string> {
  if (!/^[a-z0-9-]+$/.test(folder) || !/^[a-z0-9]+$/.test(extension))
    throw new Error('bad media name');
  await fs.mkdir(path.join(root, folder), { recursive: true });
  return `${folder}/${crypto.randomUUID()}.${extension}`;
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
