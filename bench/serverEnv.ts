/**
 * The Node flags the product runs with (package.json's start script, README's several-process
 * commands): a 64 MiB young generation, so the garbage of requests in flight is collected young
 * instead of promoted, and old-space collections (6-18 ms pauses at 1,000 pages/s) come rarely.
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=64'];

/**
 * The configuration (as environment variables) of the product under benchmark: production
 * mode, no rate limits, warnings only, on the Redis hub when REDIS_URL is set.
 */
export function benchServerEnv(dataDir: string): Record<string, string> {
  return {
    NODE_ENV: 'production',
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    RATE_LIMITS: 'off',
    // Every simulated client comes from 127.0.0.1.
    MAX_SOCKETS_PER_ADDRESS: '1000000',
    LOG_LEVEL: 'warn',
    REDIS_URL: process.env.REDIS_URL ?? '',
    REDIS_PREFIX: `bench${process.pid}`,
  };
}
