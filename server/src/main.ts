import { loadConfig } from './platform/config';
import { createLogger } from './platform/logger';
import { currentHolder, DataDirInUse } from './platform/db/dataDirLock';

/** Starts Serendip on one port and stops it gracefully on SIGTERM / SIGINT. */
async function main(): Promise<void> {
  const config = loadConfig();
  // A DATA_DIR another process holds is refused before the rest of the server loads (seconds on
  // a busy machine); openDatabase takes the lock itself, so this only answers sooner.
  const holder = config.databaseUrl ? undefined : await currentHolder(config.dataDir);
  if (holder) throw new DataDirInUse(config.dataDir, holder);
  const { createServer } = await import('./app');
  const logger = createLogger(config.logLevel);
  const server = await createServer({ config, logger });
  const port = await server.listen();
  logger.info(
    { port, database: config.databaseUrl ? 'postgres' : 'pglite', hub: server.ctx.hub.kind },
    `Serendip is running at http://localhost:${port}`,
  );

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    const forced = setTimeout(() => process.exit(1), 15_000).unref();
    try {
      await server.close();
      clearTimeout(forced);
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

main().catch((error) => {
  // A DATA_DIR another process holds is an operator's mistake: say which process, no stack.
  console.error(error instanceof DataDirInUse ? error.message : error);
  process.exit(1);
});
