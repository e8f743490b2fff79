import type { AppContext } from '../platform/context';
import type { Database } from '../platform/db/database';
import { postsByAuthors } from './feedCache';
import { COUNT_LOOKAHEAD, countAllPhotos, type Window } from './queries';
import type { PhotoRecord } from './presenter';
import { forgetRecentRows, hasCommentFrom, withoutCommenters } from './recentRows';
import { newestPhotosWithCommenters, type PhotoWithCommenters } from './withCommenters';

/**
 * Explore's first pages from memory. Everyone asks for the same newest posts,
 * so the process keeps the newest CACHED_ROWS of them, as everyone (nobody hidden) sees them,
 * for at most EXPLORE_CACHE_TTL_MS, and each request picks its page out of that copy:
 *
 * - a visitor, or a viewer who hides nobody, gets exactly the rows the query would give;
 * - a viewer with blocked pairs gets the copy minus the hidden owners' posts, as long as no
 *   post on their page carries a comment by someone they hide (its commentCount and latest
 *   comments would differ: then, and for pages past the copy, the database answers);
 * - totalPages: the copy's count is capped where a request's own count would be, so it is the
 *   same number. With hidden owners: when the copy counted SNAPSHOT_COUNT_CAP posts (a big
 *   site) and the hidden owners' posts (feedCache.ts keeps each author's count) leave at least
 *   the request's cap, the count is that cap, as the query's would be; otherwise the database
 *   counts (index-only, capped).
 *
 * Staleness is bounded by the TTL (another process's new post shows within it); this process's
 * own writes to posts, likes and comments drop the copy at once. One copy per database,
 * refreshed by one query at a time however many requests arrive when it expires.
 */
export const EXPLORE_CACHE_TTL_MS = 1000;
export const CACHED_ROWS = 60;
/**
 * How far the copy counts everyone's posts: past any page's cap (CACHED_ROWS + COUNT_LOOKAHEAD)
 * by a margin for the posts a viewer hides, so that a viewer with blocked pairs needs no count
 * query of their own on a big site (one index-only count of ~6,000 entries per TTL).
 */
const SNAPSHOT_COUNT_CAP = CACHED_ROWS + COUNT_LOOKAHEAD + 5000;

interface Snapshot {
  rows: PhotoWithCommenters[];
  /** Everyone's posts, counted up to SNAPSHOT_COUNT_CAP. */
  total: number;
  expires: number;
}

const snapshots = new WeakMap<Database, Promise<Snapshot>>();

async function load(db: Database): Promise<Snapshot> {
  const started = Date.now();
  const [rows, total] = await Promise.all([
    newestPhotosWithCommenters(db, CACHED_ROWS),
    countAllPhotos(db, [], SNAPSHOT_COUNT_CAP),
  ]);
  return { rows, total, expires: started + EXPLORE_CACHE_TTL_MS };
}

async function snapshotOf(db: Database): Promise<Snapshot> {
  const current = snapshots.get(db);
  if (current) {
    const snapshot = await current.catch(() => undefined);
    if (snapshot && snapshot.expires > Date.now()) return snapshot;
    // expired or failed: the first request to see it starts the next load
    if (snapshots.get(db) !== current) return snapshotOf(db);
  }
  const next = load(db);
  snapshots.set(db, next);
  next.catch(() => snapshots.delete(db));
  return next;
}

/**
 * Drops the copy: a post, like or comment was written by this process. The feed's kept rows
 * (recentRows.ts) go with it: the same writes change them.
 */
export function forgetExploreCache(db: Database): void {
  snapshots.delete(db);
  forgetRecentRows(db);
}

/**
 * The page from the copy, or undefined when it cannot be served exactly from it (past the copy,
 * or a comment by a hidden user on the page); `cap` is where the request's count stops.
 */
export async function cachedExplorePage(
  ctx: Pick<AppContext, 'db' | 'io'>,
  hidden: readonly string[],
  window: Window,
  cap: number,
): Promise<{ rows: PhotoRecord[]; total: number } | undefined> {
  const { db } = ctx;
  if (window.offset + window.limit > CACHED_ROWS) return undefined;
  const snapshot = await snapshotOf(db);
  const hiddenSet = new Set(hidden);
  const visible = hiddenSet.size
    ? snapshot.rows.filter((row) => !hiddenSet.has(row.userId))
    : snapshot.rows;
  const complete = snapshot.rows.length < CACHED_ROWS; // the copy is the whole list
  if (visible.length < window.offset + window.limit && !complete) return undefined;
  const page = visible.slice(window.offset, window.offset + window.limit);
  if (page.some((row) => hasCommentFrom(row, hiddenSet))) return undefined;
  const rows = page.map(withoutCommenters);
  const total = hiddenSet.size
    ? await visibleTotal(ctx, snapshot, hidden, cap)
    : Math.min(snapshot.total, cap);
  return { rows, total };
}

/** Explore's count for a viewer who hides `hidden`, capped at `cap` (see the top of the file). */
async function visibleTotal(
  ctx: Pick<AppContext, 'db' | 'io'>,
  snapshot: Snapshot,
  hidden: readonly string[],
  cap: number,
): Promise<number> {
  if (snapshot.total >= SNAPSHOT_COUNT_CAP) {
    const hiddenPosts = await postsByAuthors(ctx, hidden);
    if (hiddenPosts !== undefined && snapshot.total - hiddenPosts >= cap) return cap;
  }
  return countAllPhotos(ctx.db, hidden, cap);
}
