import { constants as fsConstants, createReadStream, type Stats } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { ByteRange, MediaStore, StoredFileInfo } from './types';
import { checkedFolder, freshName, publicPathOf, storedName, withheldName } from './publicPaths';
import { resolveRange } from './byteRange';

/** Media on this machine's disk under `root` (DATA_DIR/uploads): for one machine or a shared disk. */
export async function createLocalMediaStore(root: string): Promise<MediaStore> {
  await fs.mkdir(root, { recursive: true });

  async function target(folder: string, extension: string): Promise<string> {
    const name = freshName(folder, extension);
    await fs.mkdir(path.join(root, folder), { recursive: true });
    return name;
  }

  /** The file behind a public path and its stat, or null when it is not a stored file. */
  async function find(publicPath: string): Promise<{ file: string; stat: Stats } | null> {
    const name = storedName(publicPath);
    if (!name) return null;
    const file = path.join(root, name);
    const stat = await fs.stat(file).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ENOTDIR') return null;
      throw error;
    });
    return stat?.isFile() ? { file, stat } : null;
  }

  return {
    kind: 'local',
    async put(folder, extension, bytes) {
      const name = await target(folder, extension);
      await fs.writeFile(path.join(root, name), bytes, { flag: 'wx' });
      return publicPathOf(name);
    },
    async putFile(folder, extension, sourcePath) {
      const name = await target(folder, extension);
      await fs.copyFile(sourcePath, path.join(root, name), fsConstants.COPYFILE_EXCL);
      return publicPathOf(name);
    },
    async open(publicPath, range?: ByteRange) {
      const found = await find(publicPath);
      if (!found) return null;
      const { start, end } = resolveRange(range, found.stat.size);
      // An empty file has no byte to read (createReadStream refuses end < start).
      const body = end < start ? Readable.from([]) : createReadStream(found.file, { start, end });
      return { ...info(publicPath, found.stat), body, start, end };
    },
    async stat(publicPath) {
      const found = await find(publicPath);
      return found && info(publicPath, found.stat);
    },
    async *list(folder) {
      const directory = path.join(root, checkedFolder(folder));
      const names = await fs.readdir(directory).catch(() => [] as string[]);
      for (const entry of names) {
        const publicPath = publicPathOf(`${folder}/${entry}`);
        const found = await find(publicPath);
        if (found) yield info(publicPath, found.stat);
      }
    },
    async remove(publicPath) {
      const name = storedName(publicPath);
      if (name) await fs.rm(path.join(root, name), { force: true });
    },
    async withhold(publicPath) {
      const name = storedName(publicPath);
      if (name) await moveIfThere(path.join(root, name), path.join(root, withheldName(name)));
    },
    async release(publicPath) {
      const name = storedName(publicPath);
      if (name) await moveIfThere(path.join(root, withheldName(name)), path.join(root, name));
    },
    async check() {
      await fs.access(root, fsConstants.W_OK);
    },
    async close() {},
  };
}

/** Renames `from` to `to` (its folder made); nothing when `from` is not there. */
async function moveIfThere(from: string, to: string): Promise<void> {
  await fs.mkdir(path.dirname(to), { recursive: true });
  await fs.rename(from, to).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error;
  });
}

function info(publicPath: string, stat: Stats): StoredFileInfo {
  return {
    path: publicPath,
    size: stat.size,
    modifiedAt: stat.mtime,
    etag: `"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`,
  };
}
