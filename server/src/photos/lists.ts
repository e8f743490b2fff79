import { eq } from 'drizzle-orm';
import type { FeedPage, Photo } from '@serendip/protocol';
import type { AppContext } from '../platform/context';
import { users } from '../platform/db/schema';
import { notFound } from '../platform/errors';
import { blockedEitherWay, hiddenUserIds } from '../people/policies';
import { cachedExplorePage } from './exploreCache';
import { cachedFeedPage, cachedHiddenUserIds } from './feedCache';
import { presentPhoto, type PhotoRecord } from './presenter';
import {
  COUNT_LOOKAHEAD,
  allPhotos,
  countAllPhotos,
  countFriendsPhotos,
  friendsPhotos,
  listUserPhotos,
  type Window,
} from './queries';

/** A page request: page from 1, limit rows per page. */
export interface PageRequest {
  page: number;
  limit: number;
}

const windowOf = ({ page, limit }: PageRequest): Window => ({ limit, offset: (page - 1) * limit });

/** Counting reaches COUNT_LOOKAHEAD rows past the page: exact unless there are many more pages. */
const countCap = (request: PageRequest) =>
  windowOf(request).offset + request.limit + COUNT_LOOKAHEAD;

/** A feed page. totalPages is exact, or a lower bound once the count reached its cap. */
function feedPage(rows: PhotoRecord[], total: number, request: PageRequest): FeedPage {
  return {
    photos: rows.map(presentPhoto),
    currentPage: request.page,
    totalPages: Math.ceil(total / request.limit),
  };
}

const hiddenFor = (ctx: Pick<AppContext, 'db'>, viewerId: string | undefined) =>
  viewerId ? hiddenUserIds(ctx.db, viewerId) : Promise.resolve([]);

/**
 * A profile's photos, newest first (GET /api/photos/user/:userId). Empty when the viewer and
 * the owner are a blocked pair; 404 for an unknown user.
 */
export async function userPhotos(
  ctx: Pick<AppContext, 'db'>,
  viewerId: string | undefined,
  ownerId: string,
  request: PageRequest,
): Promise<Photo[]> {
  const [owner] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.id, ownerId));
  if (!owner) throw notFound('User not found.');
  if (viewerId && viewerId !== ownerId && (await blockedEitherWay(ctx.db, viewerId, ownerId)))
    return [];
  const rows = await listUserPhotos(
    ctx.db,
    ownerId,
    await hiddenFor(ctx, viewerId),
    windowOf(request),
  );
  return rows.map(presentPhoto);
}

/**
 * Friends' posts and the viewer's own, newest first (people expect to see what they posted). The
 * first pages are merged in memory from cached id lists (feedCache.ts), the rest as before.
 */
export async function friendsFeed(
  ctx: Pick<AppContext, 'db' | 'io'>,
  viewerId: string,
  request: PageRequest,
): Promise<FeedPage> {
  const hidden = await cachedHiddenUserIds(ctx, viewerId);
  const cached = await cachedFeedPage(ctx, viewerId, hidden, windowOf(request), countCap(request));
  if (cached) return feedPage(cached.rows, cached.total, request);
  const [rows, total] = await Promise.all([
    friendsPhotos(ctx.db, viewerId, hidden, windowOf(request)),
    countFriendsPhotos(ctx.db, viewerId, hidden, countCap(request)),
  ]);
  return feedPage(rows, total, request);
}

/**
 * Everyone's posts, newest first; a signed-in viewer does not see those of a blocked pair. The
 * first pages come from a copy at most EXPLORE_CACHE_TTL_MS old (exploreCache.ts).
 */
export async function exploreFeed(
  ctx: Pick<AppContext, 'db' | 'io'>,
  viewerId: string | undefined,
  request: PageRequest,
): Promise<FeedPage> {
  const hidden = viewerId ? await cachedHiddenUserIds(ctx, viewerId) : [];
  const cached = await cachedExplorePage(ctx, hidden, windowOf(request), countCap(request));
  if (cached) return feedPage(cached.rows, cached.total, request);
  const [rows, total] = await Promise.all([
    allPhotos(ctx.db, hidden, windowOf(request)),
    countAllPhotos(ctx.db, hidden, countCap(request)),
  ]);
  return feedPage(rows, total, request);
}
