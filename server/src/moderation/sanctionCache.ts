import { accessCache, accessChanged } from '../platform/accessCache';
import type { AppContext } from '../platform/context';
import { activeRestriction, type Who } from './sanctions';
import type { SanctionRow } from './statement';

/**
 * The matching path asks "is this person suspended or banned?" on every match request; the answer
 * (usually "no") is kept in the process's access cache, tagged per identity (`sanction:user:<id>`,
 * `sanction:visitor:<key>`, `sanction:ip:<key>`). Every write that creates or lifts a sanction calls
 * `sanctionChanged`, which drops the answers on every process before the write returns; an active
 * sanction is kept only until it expires, so expiry needs no notice. Entries also go after
 * KEEP_MS in any case: a write from a process without the adapter (a script on the database)
 * takes effect within that time.
 */
const KEEP_MS = 30_000;

/** The tags of the cached answers that a sanction on these identities changes. */
export function sanctionTags(who: Who): string[] {
  const tags: string[] = [];
  if (who.userId) tags.push(`sanction:user:${who.userId}`);
  if (who.visitorKey) tags.push(`sanction:visitor:${who.visitorKey}`);
  if (who.ipKey) tags.push(`sanction:ip:${who.ipKey}`);
  return tags;
}

/** `activeRestriction(db, who, 'matching')` served from the cache. */
export function cachedRestriction(
  ctx: Pick<AppContext, 'db' | 'io'>,
  who: Who,
): Promise<SanctionRow | undefined> {
  const key = `sanction|${who.userId ?? ''}|${who.visitorKey ?? ''}|${who.ipKey ?? ''}`;
  return accessCache(ctx.io).get(
    key,
    sanctionTags(who),
    () => activeRestriction(ctx.db, who),
    () => true,
    (row) => Math.min(Date.now() + KEEP_MS, row?.expiresAt?.getTime() ?? Infinity),
  );
}

/** Called once a sanction on `who` was stored, lifted or widened (committed). */
export function sanctionChanged(
  ctx: Pick<AppContext, 'io' | 'hub' | 'logger'>,
  who: Who,
): Promise<void> {
  return accessChanged(ctx, sanctionTags(who));
}
