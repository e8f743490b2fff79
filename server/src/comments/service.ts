import { and, desc, eq } from 'drizzle-orm';
import type { Comment } from '@serendip/protocol';
import type { AppContext } from '../platform/context';
import { comments, users } from '../platform/db/schema';
import { newId } from '../platform/ids';
import { notFound } from '../platform/errors';
import { hiddenUserIds } from '../people/policies';
import { findVisiblePhoto, notifyOwner, pgCode, PHOTO_NOT_FOUND } from '../photos/service';
import { forgetExploreCache } from '../photos/exploreCache';
import { notHidden } from '../photos/queries';
import { presentComment } from './presenter';

/** The most comments one list carries: the newest ones, shown oldest first. */
export const COMMENT_LIST_LIMIT = 200;

/**
 * A photo's comments, oldest first (the newest 200 of them). 404 when the photo is unknown or a
 * block hides it; comments by anyone in a blocked pair with the viewer are left out.
 */
export async function listComments(
  ctx: Pick<AppContext, 'db'>,
  viewerId: string | undefined,
  photoId: string,
): Promise<Comment[]> {
  const photo = await findVisiblePhoto(ctx, viewerId, photoId);
  const hidden = viewerId ? await hiddenUserIds(ctx.db, viewerId) : [];
  const rows = await ctx.db
    .select({
      id: comments.id,
      userId: comments.userId,
      text: comments.text,
      createdAt: comments.createdAt,
      username: users.username,
    })
    .from(comments)
    .innerJoin(users, eq(users.id, comments.userId))
    .where(and(eq(comments.photoId, photo.id), notHidden(comments.userId, hidden)))
    .orderBy(desc(comments.id))
    .limit(COMMENT_LIST_LIMIT);
  return rows.reverse().map(presentComment);
}

/** Adds a comment and tells the photo's owner (unless it is their own photo). */
export async function addComment(
  ctx: AppContext,
  userId: string,
  photoId: string,
  text: string,
): Promise<Comment> {
  const photo = await findVisiblePhoto(ctx, userId, photoId);
  const [author] = await ctx.db
    .select({ username: users.username })
    .from(users)
    .where(eq(users.id, userId));
  if (!author) throw notFound('Profile not found.');
  const [row] = await ctx.db
    .insert(comments)
    .values({ id: newId(), photoId: photo.id, userId, text })
    .returning()
    .catch((error: unknown) => {
      // The photo was deleted between the check and the insert (foreign-key violation).
      if (pgCode(error) === '23503') throw notFound(PHOTO_NOT_FOUND);
      throw error;
    });
  forgetExploreCache(ctx.db);
  await notifyOwner(ctx, userId, photo, 'commented on your photo.', row.id);
  return presentComment({ ...row, username: author.username });
}
