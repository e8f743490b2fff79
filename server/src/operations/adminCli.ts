import { loadConfig } from '../platform/config';
import { openDatabase } from '../platform/db/database';
import { controlRequest, readJson } from './controlClient';
import { failCommand, reachEmbedded } from './embeddedDatabase';
import { applyRoleChange, parseRoleCommand, type RoleChange } from '../moderation/roleCommand';

/**
 * `npm run admin -- grant <email> admin|moderator` / `revoke <email>`, against the database the
 * server uses, whether a server runs or not: with DATABASE_URL it writes the shared database
 * (every process reads roles from it on each request); with the embedded database it asks the
 * server holding DATA_DIR through its control channel, or, when none runs, opens DATA_DIR itself
 * under its lock. It prints success only once the role is in place.
 */
try {
  const change = parseRoleCommand(process.argv.slice(2));
  console.log(await changeRole(change));
} catch (error) {
  failCommand(error);
}

async function changeRole(change: RoleChange): Promise<string> {
  const config = loadConfig();
  if (config.databaseUrl) {
    const database = await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
    });
    try {
      return await applyRoleChange(database.db, change);
    } finally {
      await database.close();
    }
  }
  const access = await reachEmbedded(config.dataDir, 'admin');
  if (access.kind === 'local') {
    try {
      return await applyRoleChange(access.database.db, change);
    } finally {
      await access.database.close();
    }
  }
  const response = await controlRequest(config.dataDir, access.holder, '/roles', change);
  const { message } = await readJson(response);
  if (response.statusCode !== 200) throw new Error(message ?? `failed (${response.statusCode})`);
  return message ?? '';
}
