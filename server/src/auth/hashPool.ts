import os from 'node:os';
import pLimit from 'p-limit';

/**
 * Password hashing is CPU-bound work on libuv's thread pool (4 threads by default). On a small
 * machine a burst of logins would take every core and starve the event loop that relays chat, so
 * at most cores - 1 hashes run at once and the rest wait their turn here (issue 15, item 2).
 * The pool is process-wide because the cores are.
 */
export const HASH_CONCURRENCY = Math.max(
  1,
  Number(process.env.PASSWORD_HASH_CONCURRENCY) || os.availableParallelism() - 1,
);

const limit = pLimit(HASH_CONCURRENCY);

/** Running totals read by /metrics (a gauge per figure, collected when scraped). */
export const hashPoolStats = { waits: 0, waitSecondsTotal: 0, waitSecondsMax: 0 };

/** Hashes waiting for a free slot right now. */
export function hashQueueLength(): number {
  return limit.pendingCount;
}

/** Runs one hashing job when a slot is free, recording how long it waited for it. */
export function inHashPool<T>(job: () => Promise<T>): Promise<T> {
  const queuedAt = performance.now();
  return limit(() => {
    const waited = (performance.now() - queuedAt) / 1000;
    hashPoolStats.waits += 1;
    hashPoolStats.waitSecondsTotal += waited;
    hashPoolStats.waitSecondsMax = Math.max(hashPoolStats.waitSecondsMax, waited);
    return job();
  });
}
