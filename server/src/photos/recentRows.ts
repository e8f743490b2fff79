import type { Database } from '../platform/db/database';
import type { PhotoRecord } from './presenter';
import { photosByIds } from './queries';
import { photosWithCommentersByIds, type PhotoWithCommenters } from './withCommenters';

/**
 * The feed's rows from memory for a moment. A feed page's ids come from the
 * cached timeline (feedCache.ts), but its rows (likes, comment count, newest comments) were read
 * by a query on every request, the one query a page had left: a page alone took 1.41-1.54 ms
 * against 0.82-1.00 with the rows kept (PostgreSQL, 200k posts, bench/feed.bench.ts). Rows are
 * kept per post, as everyone sees them, for at most RECENT_ROWS_TTL_MS, as explore keeps its
 * copy (exploreCache.ts), with the same rules:
 *
 * - this process's own writes to posts, likes and comments drop every kept row at once
 *   (forgetExploreCache calls forgetRecentRows), so whoever likes or comments sees it on reload;
 * - another process's writes show within the TTL;
 * - a viewer with blocked pairs gets the kept rows only when no post on the page carries a
 *   comment by someone they hide (its count and newest comments would differ): otherwise the
 *   database answers that page.
 */
export const RECENT_ROWS_TTL_MS = 1000;
/** Past this many kept rows, the expired go; if that is not enough, all go. */
const MAX_ROWS = 20_000;

interface Kept {
  row: PhotoWithCommenters;
  expires: number;
}

interface RowCache {
  rows: Map<string, Kept>;
  /** Bumped by every drop: rows read before it are not kept (they may be stale). */
  generation: number;
}

const caches = new WeakMap<Database, RowCache>();

function cacheOf(db: Database): RowCache {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = { rows: new Map(), generation: 0 }));
  return cache;
}

/** Drops every kept row (a post, like or comment was written by this process). */
export function forgetRecentRows(db: Database): void {
  const cache = caches.get(db);
  if (!cache) return;
  cache.rows.clear();
  cache.generation += 1;
}

/** Whether a comment on this post is by someone in `hidden` (the viewer would see it otherwise). */
export function hasCommentFrom(row: PhotoWithCommenters, hidden: ReadonlySet<string>): boolean {
  return hidden.size > 0 && row.commenterIds.some((id) => hidden.has(id));
}

/** The row as lists return it, without its commenters. */
export function withoutCommenters({ commenterIds: _commenters, ...row }: PhotoWithCommenters) {
  return row;
}

function keep(cache: RowCache, rows: PhotoWithCommenters[], expires: number): void {
  if (cache.rows.size + rows.length > MAX_ROWS) {
    const now = Date.now();
    for (const [id, kept] of cache.rows) if (kept.expires <= now) cache.rows.delete(id);
    if (cache.rows.size + rows.length > MAX_ROWS) cache.rows.clear();
  }
  for (const row of rows) cache.rows.set(row.id, { row, expires });
}

/**
 * Photos by id, newest first, as photosByIds answers them for a viewer who hides `hidden`; a
 * post that no longer exists is left out, as there.
 */
export async function recentPhotosByIds(
  db: Database,
  hidden: readonly string[],
  ids: readonly string[],
): Promise<PhotoRecord[]> {
  const cache = cacheOf(db);
  const started = Date.now();
  const found: PhotoWithCommenters[] = [];
  const missing: string[] = [];
  for (const id of ids) {
    const kept = cache.rows.get(id);
    if (kept && kept.expires > started) found.push(kept.row);
    else missing.push(id);
  }
  if (missing.length > 0) {
    const generation = cache.generation;
    const loaded = await photosWithCommentersByIds(db, missing);
    if (cache.generation === generation) keep(cache, loaded, started + RECENT_ROWS_TTL_MS);
    found.push(...loaded);
  }
  const hiddenSet = new Set(hidden);
  if (found.some((row) => hasCommentFrom(row, hiddenSet))) return photosByIds(db, hidden, ids);
  return found.sort((a, b) => (a.id < b.id ? 1 : a.id > b.id ? -1 : 0)).map(withoutCommenters);
}
