import type { AppContext } from '../platform/context';
import { signalStore } from '../platform/signals/store';
import { usedByAnAccount } from './accountBrowsers';

/**
 * An address is only a weak signal: a household, an office or a whole mobile network shares one.
 * After a suspension or ban of someone seen on an address, a visitor (no account) whose browser
 * was never seen there before gets a longer captcha for a while: someone who cleared their
 * browser to escape a sanction pays a few seconds, everyone else nothing. It never refuses
 * anyone and never says why.
 */

/** How long after a sanction its addresses ask new visitors for the longer check (at most). */
export const ADDRESS_FRICTION_MS = 24 * 60 * 60_000;
/** How long a visitor id counts as known on an address after its last passed check there. */
export const KNOWN_ON_ADDRESS_MS = 14 * 24 * 60 * 60_000;
/** At most this many visitor ids are remembered per address (the ones seen last). */
export const KNOWN_PER_ADDRESS = 1000;

const markKey = (ipKey: string) => `friction:${ipKey}`;
const knownKey = (ipKey: string) => `known:${ipKey}`;

/** Marks the addresses a sanctioned person was seen on, until `until` but at most a day. */
export async function markAddresses(
  ctx: Pick<AppContext, 'hub'>,
  ipKeys: Iterable<string>,
  until: Date | null,
): Promise<void> {
  const ttl = Math.min(ADDRESS_FRICTION_MS, (until?.getTime() ?? Infinity) - Date.now());
  if (ttl <= 0) return;
  await Promise.all(
    [...new Set(ipKeys)].map((ipKey) => signalStore(ctx.hub).setFlag(markKey(ipKey), ttl)),
  );
}

/** Whose check is asked: a signed-in account never gets the longer one. */
export interface Asker {
  userId?: string | null;
  visitorKey: string;
  ipKey?: string | null;
}

/**
 * True when `asker` must pass the longer check: a visitor on a marked address whose browser was
 * neither seen passing a check on that address lately nor used by an account.
 */
export async function needsLongerCheck(
  ctx: Pick<AppContext, 'hub' | 'db'>,
  asker: Asker,
): Promise<boolean> {
  if (asker.userId || !asker.ipKey) return false;
  const store = signalStore(ctx.hub);
  if (!(await store.hasAnyFlag([markKey(asker.ipKey)]))) return false;
  if ((await store.members(knownKey(asker.ipKey))).includes(asker.visitorKey)) return false;
  return !(await usedByAnAccount(ctx.db, asker.visitorKey));
}

/** Remembers a visitor that passed a check on its address (known there from now on). */
export async function rememberOnAddress(ctx: Pick<AppContext, 'hub'>, asker: Asker): Promise<void> {
  if (asker.userId || !asker.ipKey) return;
  await signalStore(ctx.hub).keepMember(
    knownKey(asker.ipKey),
    asker.visitorKey,
    KNOWN_ON_ADDRESS_MS,
    KNOWN_PER_ADDRESS,
  );
}
