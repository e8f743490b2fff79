import { loadConfig } from '../platform/config';
import { commandPath, fileArgument, POSTGRES_BACKUP } from './commandText';
import { failCommand } from './embeddedDatabase';
import { restoreBackup } from './restore';

/**
 * `npm run restore -- FILE`: fills an empty or new DATA_DIR from a backup made by
 * `npm run backup`. Refused while any process holds DATA_DIR, and for a folder that holds anything.
 */
try {
  const file = commandPath(fileArgument(process.argv.slice(2), 'restore'));
  const config = loadConfig();
  if (config.databaseUrl) throw new Error(POSTGRES_BACKUP);
  const restored = await restoreBackup(file, config.dataDir);
  console.log(
    `Restored ${file} (taken ${restored.createdAt}) into DATA_DIR ${config.dataDir}: ` +
      `${restored.accounts} accounts and ${restored.mediaFiles} media files. Start the server on it.`,
  );
} catch (error) {
  failCommand(error);
}
