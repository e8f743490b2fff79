import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../platform/db/database';
import { users } from '../platform/db/schema';
import { newId } from '../platform/ids';
import { newDataDir, seededDataDir } from '../../test/operatorCommands';
import { backupStream } from './backupArchive';
import { restoreBackup } from './restore';

const folders: string[] = [];
afterAll(async () => {
  for (const folder of folders.splice(0)) await fsp.rm(folder, { recursive: true, force: true });
});

async function folder(seeded = false): Promise<string> {
  const made = seeded ? await seededDataDir() : await newDataDir();
  folders.push(made);
  return made;
}

/** A DATA_DIR with one account, a photo file, an anonymous chat file and a secret, backed up. */
async function backedUp(): Promise<{ archive: string; source: string }> {
  const source = await folder(true);
  await fsp.mkdir(path.join(source, 'uploads', 'photos'), { recursive: true });
  await fsp.mkdir(path.join(source, 'uploads', 'anon'), { recursive: true });
  await fsp.writeFile(path.join(source, 'uploads', 'photos', 'a.jpg'), 'photo bytes');
  await fsp.writeFile(path.join(source, 'uploads', 'anon', 'b.jpg'), 'short-lived');
  await fsp.writeFile(path.join(source, 'secret'), 's'.repeat(64), { mode: 0o600 });
  const database = await openDatabase({ dataDir: source });
  try {
    await database.db
      .insert(users)
      .values({ id: newId(), username: 'kept', email: 'kept@example.com', passwordHash: 'x' });
    const archive = path.join(await folder(), 'backup.tar.gz');
    await pipeline(await backupStream(database, source), fs.createWriteStream(archive));
    return { archive, source };
  } finally {
    await database.close();
  }
}

describe('backup archive and restore', () => {
  let archive: string;
  let source: string;
  beforeAll(async () => {
    ({ archive, source } = await backedUp());
  });

  it(
    'restores the database, the media but anonymous chat media, and the secret',
    { timeout: 120_000 },
    async () => {
      const target = path.join(await folder(), 'new');
      expect(await restoreBackup(archive, target)).toMatchObject({ accounts: 1, mediaFiles: 1 });
      expect(await fsp.readFile(path.join(target, 'uploads', 'photos', 'a.jpg'), 'utf8')).toBe(
        'photo bytes',
      );
      expect(fs.existsSync(path.join(target, 'uploads', 'anon'))).toBe(false);
      expect((await fsp.stat(path.join(target, 'secret'))).mode & 0o777).toBe(0o600);
      expect((await fsp.readdir(target)).sort()).toEqual(['db', 'secret', 'uploads']);
    },
  );

  it(
    'refuses a folder that holds anything, and leaves a failed restore`s folder empty',
    { timeout: 120_000 },
    async () => {
      await expect(restoreBackup(archive, source)).rejects.toThrow(
        `DATA_DIR ${source} is not empty (it holds db`,
      );
      const damaged = path.join(path.dirname(archive), 'damaged.tar.gz');
      await fsp.writeFile(damaged, (await fsp.readFile(archive)).subarray(0, 4096));
      const target = await folder();
      await expect(restoreBackup(damaged, target)).rejects.toThrow('is damaged or not a backup');
      expect(await fsp.readdir(target)).toEqual([]);
    },
  );
});
