import { loadConfig } from './platform/config';
import { createLogger } from './platform/logger';
import { createServer } from './app';

/** Starts Serendip on one port and stops it gracefully on SIGTERM / SIGINT. */
async function main(): Promise<void> {
  const config = loadConfig();
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
  console.error(error);
  process.exit(1);
});
