import type { AppContext } from '../platform/context';
import { accessCache, accessChanged, relationsTag } from '../platform/accessCache';
import { hiddenUserIds } from '../people/policies';
import { FRIENDS_QUERY_MAX, friendIds } from '../friends/queries';
import { newestIds } from './newestIds';
import type { PhotoRecord } from './presenter';
import { COUNT_LOOKAHEAD, newestPostsOf, type AuthorPosts, type Window } from './queries';
import { recentPhotosByIds } from './recentRows';

/**
 * The feed's first pages from memory. Each process keeps, in its access cache
 * (platform/accessCache.ts: bounded, dropped on every process by the writes that change it):
 *
 * - per person, their friends' ids and whom they hide (blocked pairs, both ways), dropped by any
 *   friendship or block change of theirs (a pair tag drops both people's relations tag);
 * - per author, the ids of their newest POST_IDS_KEPT posts and their post count up to
 *   POST_COUNT_CAP, dropped when they post or delete a post (`postsChanged`).
 *
 * A page within the kept ids is then a merge of the authors' lists in memory, and its rows with
 * likes and comments come from a copy at most RECENT_ROWS_TTL_MS old (recentRows.ts). The count
 * is exact where the query's would be: each author's count reaches POST_COUNT_CAP, at least the
 * cap of any page served here.
 */
export const POST_IDS_KEPT = 60;
const POST_COUNT_CAP = POST_IDS_KEPT + COUNT_LOOKAHEAD;

type CacheContext = Pick<AppContext, 'db' | 'io'>;

/** The tag of one author's post list. */
export const postsTag = (userId: string) => `posts:${userId}`;
const POSTS_KEY = 'feed:posts:';
const postsKey = (userId: string) => POSTS_KEY + userId;

/** Whom `viewerId` hides (a block either way), as people/policies.ts says, from the cache. */
export function cachedHiddenUserIds(ctx: CacheContext, viewerId: string): Promise<string[]> {
  return accessCache(ctx.io).get(`feed:hidden:${viewerId}`, [relationsTag(viewerId)], () =>
    hiddenUserIds(ctx.db, viewerId),
  );
}

function cachedFriendIds(ctx: CacheContext, viewerId: string): Promise<string[]> {
  return accessCache(ctx.io).get(`feed:friends:${viewerId}`, [relationsTag(viewerId)], () =>
    friendIds(ctx.db, viewerId),
  );
}

/** Drops `userId`'s post list on every process (after a post of theirs was added or removed). */
export function postsChanged(
  ctx: Pick<AppContext, 'io' | 'hub' | 'logger'>,
  userId: string,
): Promise<void> {
  return accessChanged(ctx, [postsTag(userId)]);
}

/** Each author's newest kept post ids and post count (up to POST_COUNT_CAP), from the cache. */
async function authorPosts(
  ctx: CacheContext,
  authorIds: readonly string[],
): Promise<(AuthorPosts | undefined)[]> {
  const keys = authorIds.map(postsKey);
  const found = await accessCache(ctx.io).getMany<AuthorPosts>(
    keys,
    (key) => [postsTag(key.slice(POSTS_KEY.length))],
    async (missing) => {
      const ids = missing.map((key) => key.slice(POSTS_KEY.length));
      const loaded = await newestPostsOf(ctx.db, ids, POST_IDS_KEPT, POST_COUNT_CAP);
      return new Map([...loaded].map(([authorId, value]) => [postsKey(authorId), value]));
    },
  );
  return keys.map((key) => found.get(key));
}

/**
 * How many posts these authors have together, or undefined when one of them has POST_COUNT_CAP
 * or more (then only "at least" is known).
 */
export async function postsByAuthors(
  ctx: CacheContext,
  authorIds: readonly string[],
): Promise<number | undefined> {
  let total = 0;
  for (const posts of await authorPosts(ctx, authorIds)) {
    const counted = posts?.total;
    if (counted === undefined || counted >= POST_COUNT_CAP) return undefined;
    total += counted;
  }
  return total;
}

/** The newest POST_IDS_KEPT ids of one viewer's feed, and how many posts it has (see below). */
interface Timeline {
  ids: string[];
  /** The authors' counts summed, each up to POST_COUNT_CAP. */
  total: number;
}

const timelineTag = (viewerId: string) => `feed:timeline:${viewerId}`;

/**
 * The viewer's feed ids merged from their authors' lists, kept per viewer under their relations
 * and every author's posts tag, so a page costs two lookups instead of one per friend and a merge
 * (a page's garbage was the main cause of the collector's pauses at 1,000 pages/s). Undefined
 * when memory cannot answer: more friends than the friend query reads, or an author's list
 * missing.
 */
function cachedTimeline(
  ctx: CacheContext,
  viewerId: string,
  hidden: readonly string[],
): Promise<Timeline | undefined> {
  // Set by the load below; not part of the value, so the cache keeps its own copy of each tag.
  let tags: string[] = [];
  return accessCache(ctx.io).get<Timeline | undefined>(
    timelineTag(viewerId),
    () => tags,
    async () => {
      const friends = await cachedFriendIds(ctx, viewerId);
      if (friends.length >= FRIENDS_QUERY_MAX) return undefined;
      const hiddenSet = new Set(hidden);
      const authors = [viewerId, ...friends.filter((id) => !hiddenSet.has(id))];
      const lists: string[][] = [];
      let total = 0;
      for (const list of await authorPosts(ctx, authors)) {
        if (!list) return undefined;
        lists.push(list.ids);
        total += list.total;
      }
      tags = [timelineTag(viewerId), relationsTag(viewerId), ...authors.map(postsTag)];
      return { ids: newestIds(lists, POST_IDS_KEPT), total };
    },
    (timeline) => timeline !== undefined,
  );
}

/**
 * One page of the feed (the viewer's and their friends' posts, minus hidden owners), or
 * undefined when memory cannot answer it exactly: past the kept ids, a viewer with more friends
 * than the friend query reads, or a post on the page gone without notice.
 */
export async function cachedFeedPage(
  ctx: CacheContext,
  viewerId: string,
  hidden: readonly string[],
  window: Window,
  cap: number,
): Promise<{ rows: PhotoRecord[]; total: number } | undefined> {
  if (window.offset + window.limit > POST_IDS_KEPT || cap > POST_COUNT_CAP) return undefined;
  const timeline = await cachedTimeline(ctx, viewerId, hidden);
  if (!timeline) return undefined;
  const ids = timeline.ids.slice(window.offset, window.offset + window.limit);
  const rows = ids.length > 0 ? await recentPhotosByIds(ctx.db, hidden, ids) : [];
  if (rows.length === ids.length) return { rows, total: Math.min(timeline.total, cap) };
  // A post went without this process being told: the lists holding it go (and with them this
  // timeline and any other that merged them), and the database answers.
  const found = new Set(rows.map((row) => row.id));
  const gone = ids.filter((id) => !found.has(id));
  const authors = [viewerId, ...(await cachedFriendIds(ctx, viewerId))];
  const lists = await authorPosts(ctx, authors);
  const stale = authors.filter((_, index) => lists[index]?.ids.some((id) => gone.includes(id)));
  accessCache(ctx.io).drop([timelineTag(viewerId), ...stale.map(postsTag)]);
  return undefined;
}
