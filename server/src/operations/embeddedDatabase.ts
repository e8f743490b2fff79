import { openDatabase, type DatabaseHandle } from '../platform/db/database';
import { DataDirInUse, type LockHolder } from '../platform/db/dataDirLock';

/** How an operator command reaches DATA_DIR's embedded database. */
export type EmbeddedAccess =
  { kind: 'server'; holder: LockHolder } | { kind: 'local'; database: DatabaseHandle };

/**
 * Opens DATA_DIR's existing embedded database under its lock when no process holds it; when a server
 * holds it, says so (the command then goes through that server's control channel). Another
 * command holding it throws DataDirInUse, which names it.
 */
export async function reachEmbedded(
  dataDir: string,
  command: string,
  options: { migrate?: boolean } = {},
): Promise<EmbeddedAccess> {
  try {
    const database = await openDatabase({
      dataDir,
      lockAs: command,
      migrate: options.migrate,
      existing: true,
    });
    return { kind: 'local', database };
  } catch (error) {
    if (error instanceof DataDirInUse && error.holder.command === 'server')
      return { kind: 'server', holder: error.holder };
    throw error;
  }
}

/** Sets a failed command's exit code and prints why (DataDirInUse and usage errors as is). */
export function failCommand(error: unknown): void {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
}
