import fs from 'node:fs';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import { loadConfig } from '../platform/config';
import { describeHolder } from '../platform/db/dataDirLock';
import { backupStream } from './backupArchive';
import { checkBackup } from './backupCheck';
import { controlRequest, readJson } from './controlClient';
import { failCommand, reachEmbedded } from './embeddedDatabase';
import { POSTGRES_BACKUP, commandPath, fileArgument } from './commandText';

/**
 * `npm run backup -- FILE`: a consistent copy of DATA_DIR's embedded database and media, taken
 * while the server runs (through its control channel) or, when none runs, from DATA_DIR itself
 * under its lock. FILE appears only once the archive is complete and reads back whole.
 */
try {
  console.log(await backup(fileArgument(process.argv.slice(2), 'backup')));
} catch (error) {
  failCommand(error);
}

async function backup(file: string): Promise<string> {
  const config = loadConfig();
  if (config.databaseUrl) throw new Error(POSTGRES_BACKUP);
  const target = commandPath(file);
  if (fs.existsSync(target)) throw new Error(`${target} already exists: name a new file.`);
  const partial = `${target}.partial-${process.pid}`;
  try {
    const through = await writeArchive(config.dataDir, partial);
    const contents = await checkBackup(partial);
    fs.renameSync(partial, target);
    const megabytes = (contents.databaseBytes / 1024 / 1024).toFixed(1);
    return (
      `Backed up DATA_DIR ${config.dataDir} to ${target}: the database (${megabytes} MB) and ` +
      `${contents.mediaFiles} media files, ${through}.`
    );
  } finally {
    fs.rmSync(partial, { force: true });
  }
}

/** Writes the archive to `file`; returns how it was taken. */
async function writeArchive(dataDir: string, file: string): Promise<string> {
  const access = await reachEmbedded(dataDir, 'backup', { migrate: false });
  if (access.kind === 'local') {
    try {
      await save(await backupStream(access.database, dataDir), file);
    } finally {
      await access.database.close();
    }
    return 'with no server running';
  }
  const response = await controlRequest(dataDir, access.holder, '/backup', {});
  if (response.statusCode !== 200) {
    const { message } = await readJson(response);
    throw new Error(`The server could not take the backup: ${message}`);
  }
  await save(response, file);
  return `while ${describeHolder(access.holder)} ran`;
}

function save(stream: Readable, file: string): Promise<void> {
  return pipeline(stream, fs.createWriteStream(file, { flags: 'wx', mode: 0o600 }));
}
