import { and, desc, eq, notInArray, sql } from 'drizzle-orm';
import type { AppContext } from '../platform/context';
import type { Database } from '../platform/db/database';
import { accountBrowsers } from '../platform/db/schema';
import type { AppSocket } from '../platform/socket';
import { visitorKey } from '../platform/visitorKey';
import { sanctionChanged } from './sanctionCache';

/** A socket here or on another process (fetchSockets), as far as its browser goes. */
type SocketLike = Pick<AppSocket, 'handshake'> & { data: Pick<AppSocket['data'], 'visitorId'> };

/** At most this many browsers are kept per account (the ones seen last). */
export const BROWSERS_PER_ACCOUNT = 20;
/** A process writes one account's browser again only after this long (last seen is coarse). */
const REWRITE_AFTER_MS = 60 * 60_000;
/** Pairs written lately by this process, with when (the oldest go first past the limit). */
const written = new Map<string, number>();
const WRITTEN_MAX = 50_000;

/**
 * The visitor id a socket's browser claimed in its handshake, or null when it sent none (the
 * server then made a random one for this connection alone, which says nothing about the browser).
 */
export function claimedVisitorId(socket: SocketLike): string | null {
  const { auth, query } = socket.handshake;
  const claimed = (auth as { visitorId?: unknown } | undefined)?.visitorId ?? query.visitorId;
  return claimed === socket.data.visitorId ? socket.data.visitorId : null;
}

/**
 * Remembers that account `userId` used the browser with hashed visitor id `visitorKey`: while
 * the account is suspended or banned, that browser cannot match signed out either. Written at
 * most once an hour per pair and process. A pair seen for the first time drops the cached
 * "may match" answer of that browser on every process (it may now fall under the account's
 * sanction).
 */
export async function rememberBrowser(
  ctx: Pick<AppContext, 'db' | 'io' | 'hub' | 'logger'>,
  userId: string,
  visitor: string,
): Promise<void> {
  const pair = `${userId}|${visitor}`;
  const now = Date.now();
  if (now - (written.get(pair) ?? -Infinity) < REWRITE_AFTER_MS) return;
  written.delete(pair);
  written.set(pair, now);
  if (written.size > WRITTEN_MAX) written.delete(written.keys().next().value!);
  const [row] = await ctx.db
    .insert(accountBrowsers)
    .values({ userId, visitorKey: visitor })
    .onConflictDoUpdate({
      target: [accountBrowsers.userId, accountBrowsers.visitorKey],
      set: { lastSeenAt: sql`now()` },
    })
    // xmax is 0 on a row this statement inserted, not on one it updated.
    .returning({ inserted: sql<boolean>`(xmax = 0)` });
  if (!row?.inserted) return;
  await keepNewest(ctx.db, userId);
  await sanctionChanged(ctx, { visitorKey: visitor });
}

/** Forgets an account's browsers beyond the BROWSERS_PER_ACCOUNT seen last. */
async function keepNewest(db: Database, userId: string): Promise<void> {
  const newest = db
    .select({ visitorKey: accountBrowsers.visitorKey })
    .from(accountBrowsers)
    .where(eq(accountBrowsers.userId, userId))
    .orderBy(desc(accountBrowsers.lastSeenAt))
    .limit(BROWSERS_PER_ACCOUNT);
  await db
    .delete(accountBrowsers)
    .where(and(eq(accountBrowsers.userId, userId), notInArray(accountBrowsers.visitorKey, newest)));
}

/** The hashed visitor ids of the browsers an account used (for a sanction's cache notice). */
export async function browsersOf(db: Database, userId: string): Promise<string[]> {
  const rows = await db
    .select({ visitorKey: accountBrowsers.visitorKey })
    .from(accountBrowsers)
    .where(eq(accountBrowsers.userId, userId));
  return rows.map((row) => row.visitorKey);
}

/** True when some account signed in on the browser with this hashed visitor id. */
export async function usedByAnAccount(db: Database, visitor: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: accountBrowsers.userId })
    .from(accountBrowsers)
    .where(eq(accountBrowsers.visitorKey, visitor))
    .limit(1);
  return Boolean(row);
}

/** The hashed visitor id of a signed-in socket's browser, or null when it claimed none. */
export function browserOf(secret: string, socket: SocketLike): string | null {
  const claimed = claimedVisitorId(socket);
  return claimed ? visitorKey(secret, claimed) : null;
}
