import { eq } from 'drizzle-orm';
import { accessCache, accessChanged } from '../platform/accessCache';
import type { AppContext } from '../platform/context';
import { accountBrowsers } from '../platform/db/schema';
import { activeRestriction, type Who } from './sanctions';
import type { SanctionRow } from './statement';

/**
 * The matching path asks "is this person suspended or banned?" on every match request; the answer
 * (usually "no") is kept in the process's access cache. An account's answer is tagged with its
 * own tag (`sanction:user:<id>`); a visitor's with its visitor id's (`sanction:visitor:<key>`)
 * and the tag of every account that signed in on that browser, since their sanctions hold for
 * it too. Every write that creates or lifts a sanction calls `sanctionChanged`, which drops the
 * answers on every process before the write returns, and so does a browser newly bound to an
 * account (accountBrowsers.ts); an active sanction is kept only until it expires, so expiry
 * needs no notice. Entries also go after KEEP_MS in any case: a write from a process without
 * the adapter (a script on the database) takes effect within that time.
 */
const KEEP_MS = 30_000;

const userTag = (userId: string) => `sanction:user:${userId}`;
const visitorTag = (visitorKey: string) => `sanction:visitor:${visitorKey}`;

/** The tags of the cached answers that a sanction on these identities changes. */
export function sanctionTags(who: Who): string[] {
  const tags: string[] = [];
  if (who.userId) tags.push(userTag(who.userId));
  if (who.visitorKey) tags.push(visitorTag(who.visitorKey));
  return tags;
}

/** A visitor's answer also depends on the accounts that used its browser. */
async function visitorTags(ctx: Pick<AppContext, 'db'>, visitorKey: string): Promise<string[]> {
  const accounts = await ctx.db
    .select({ userId: accountBrowsers.userId })
    .from(accountBrowsers)
    .where(eq(accountBrowsers.visitorKey, visitorKey));
  return [visitorTag(visitorKey), ...accounts.map((row) => userTag(row.userId))];
}

/**
 * `activeRestriction(db, who, 'matching')` served from the cache: for an account its own
 * sanctions only, for a visitor (no account) its browser's.
 */
export async function cachedRestriction(
  ctx: Pick<AppContext, 'db' | 'io'>,
  who: Who,
): Promise<SanctionRow | undefined> {
  const person: Who = who.userId ? { userId: who.userId } : { visitorKey: who.visitorKey };
  if (!person.userId && !person.visitorKey) return undefined;
  const key = person.userId
    ? `sanction|user:${person.userId}`
    : `sanction|visitor:${person.visitorKey}`;
  let tags: string[] = [];
  return accessCache(ctx.io).get(
    key,
    () => tags,
    async () => {
      // The tags are read before the answer: a binding written in between drops the entry.
      tags = person.userId ? sanctionTags(person) : await visitorTags(ctx, person.visitorKey!);
      return activeRestriction(ctx.db, person);
    },
    () => true,
    (row) => Math.min(Date.now() + KEEP_MS, row?.expiresAt?.getTime() ?? Infinity),
  );
}

/** Called once a sanction on `who` was stored, lifted or changed (committed). */
export function sanctionChanged(
  ctx: Pick<AppContext, 'io' | 'hub' | 'logger'>,
  who: Who,
): Promise<void> {
  return accessChanged(ctx, sanctionTags(who));
}
