/**
 * The Node flags the product runs with (package.json's start script, README's several-process
 * commands): a 64 MiB young generation, so the garbage of requests in flight is collected young
 * instead of promoted, and old-space collections (6-18 ms pauses at 1,000 pages/s) come rarely.
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=64'];

/**
 * The address the servers under benchmark listen on and are reached at: loopback, unless the
 * clients are on another machine (bench/vm/run.sh puts them on the host of its virtual machine).
 */
export const BENCH_SERVER_HOST = process.env.BENCH_SERVER_HOST ?? '127.0.0.1';

/**
 * The configuration (as environment variables) of the product under benchmark: production
 * mode, no rate limits, warnings only, on the Redis hub when REDIS_URL is set.
 */
export function benchServerEnv(dataDir: string): Record<string, string> {
  return {
    NODE_ENV: 'production',
    PORT: '0',
    HOST: BENCH_SERVER_HOST,
    DATA_DIR: dataDir,
    RATE_LIMITS: 'off',
    // Every simulated client comes from 127.0.0.1.
    MAX_SOCKETS_PER_ADDRESS: '1000000',
    LOG_LEVEL: 'warn',
    REDIS_URL: process.env.REDIS_URL ?? '',
    REDIS_PREFIX: `bench${process.pid}`,
  };
}
