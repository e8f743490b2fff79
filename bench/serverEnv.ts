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
