import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../platform/config';
import type { MediaStore } from './types';

const PUBLIC_PREFIX = '/uploads/';

/** Local-disk media store under DATA_DIR/uploads, served at /uploads/. */
export async function createMediaStore(config: Pick<Config, 'dataDir'>): Promise<MediaStore> {
  const root = path.join(config.dataDir, 'uploads');
  await fs.mkdir(root, { recursive: true });
  return {
    root,
    async put(folder, extension, bytes) {
      if (!/^[a-z0-9-]+$/.test(folder) || !/^[a-z0-9]+$/.test(extension))
        throw new Error('bad media name');
      const name = `${crypto.randomUUID()}.${extension}`;
      await fs.mkdir(path.join(root, folder), { recursive: true });
      await fs.writeFile(path.join(root, folder, name), bytes, { flag: 'wx' });
      return `${PUBLIC_PREFIX}${folder}/${name}`;
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
