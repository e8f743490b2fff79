import type { Hub } from '../platform/hub/types';
import { tooMany } from '../platform/errors';
import { tryAgainIn } from '../platform/rateLimit';

/**
 * Failed sign-ins counted per account (its username and e-mail count together), in the hub so
 * the count holds across processes and no change of address resets it. The first FREE_ATTEMPTS
 * in an hour are free; past them each attempt needs a lock window, twice as long each time
 * (2 s, 4 s, 8 s ... at most 15 minutes), and attempts inside a window are refused unchecked.
 * A successful sign-in clears the count.
 */
export const FREE_ATTEMPTS = 5;
const FAILURE_WINDOW_MS = 60 * 60_000;
const MAX_DELAY_MS = 15 * 60_000;

/** The lock window after `failures` counted attempts. */
export function lockDelayMs(failures: number): number {
  const exponent = Math.min(failures - FREE_ATTEMPTS, 20);
  return Math.min(MAX_DELAY_MS, 1000 * 2 ** exponent);
}

const failuresKey = (account: string) => `loginfail:${account}`;

/**
 * Counts this attempt (pessimistically, before the password is checked, so parallel attempts
 * cannot slip past the count) and throws 429 `{ message }` saying when to retry when the account
 * is inside a lock window. `account` is the user id, or a hash of an unknown identifier (which is
 * throttled the same way, so the answers do not tell which identifiers have accounts).
 */
export async function admitLoginAttempt(hub: Hub, account: string): Promise<void> {
  const { count } = await hub.hit(failuresKey(account), FAILURE_WINDOW_MS);
  if (count <= FREE_ATTEMPTS) return;
  // The first attempt to open the window takes it; the others wait for it to pass.
  const lock = await hub.hit(`loginlock:${account}`, lockDelayMs(count));
  if (lock.count === 1) return;
  throw tooMany(`Too many failed sign-ins for this account. ${tryAgainIn(lock.resetMs)}`);
}

/** After a successful sign-in the account starts afresh. */
export function clearLoginFailures(hub: Hub, account: string): Promise<void> {
  return hub.forget(failuresKey(account));
}
