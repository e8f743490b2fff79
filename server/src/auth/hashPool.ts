import os from 'node:os';
import { BoundedQueue } from './boundedQueue';

/**
 * Password hashing is CPU-bound work on worker threads (hashThreads.ts). On a small machine a
 * burst of logins would take every core and starve the event loop that relays chat, so at most
 * cores - 1 hashes run at once and the rest wait their turn here. The pool is
 * process-wide because the cores are.
 */
export const HASH_CONCURRENCY = Math.max(
  1,
  Number(process.env.PASSWORD_HASH_CONCURRENCY) || os.availableParallelism() - 1,
);

export const hashPool = new BoundedQueue(HASH_CONCURRENCY);

/** Runs one hashing job when a slot is free, recording how long it waited for it. */
export function inHashPool<T>(job: () => Promise<T>): Promise<T> {
  return hashPool.run(job);
}

/**
 * Password sign-ins and registrations are admitted as a whole, one more at a time than hashes
 * (so one can do its database work while another hashes). Queueing only the hash let a burst of
 * 100 logins put 100 account lookups in the database's queue at once, ahead of every chat
 * message sent in that instant (PGlite runs one statement at a time; node-postgres' pool holds
 * ten connections): chat waited for the burst's queries, not for its hashing.
 */
export const signInQueue = new BoundedQueue(HASH_CONCURRENCY + 1);
