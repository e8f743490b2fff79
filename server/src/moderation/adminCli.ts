import { loadConfig } from '../platform/config';
import { openDatabase } from '../platform/db/database';
import { runRoleCommand } from './roleCommand';

/**
 * `npm run admin -- grant <email> admin|moderator` / `revoke <email>`, against the database the
 * server uses (DATABASE_URL, else the embedded one in DATA_DIR; stop a server that uses the
 * embedded database first: PGlite opens its files from one process only).
 */
const database = await openDatabase({ ...readTarget() });
try {
  console.log(await runRoleCommand(database.db, process.argv.slice(2)));
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
} finally {
  await database.close();
}

function readTarget() {
  const config = loadConfig();
  return {
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    pgliteSharedBuffers: config.pgliteSharedBuffers,
  };
}
