import { and, eq } from 'drizzle-orm';
import { VIDEO_POST_MAX_BYTES, VIDEO_POST_MAX_SECONDS, type Photo } from '@serendip/protocol';
import type { AppContext } from '../platform/context';
import { photoLikes, photos, users } from '../platform/db/schema';
import { forbidden, notFound, tooLarge } from '../platform/errors';
import { newId } from '../platform/ids';
import { processImage } from '../media/images';
import { saveVideo } from '../media/video';
import { tooLargeMessage, type Upload } from '../media/upload';
import { notify } from '../notifications/service';
import { hiddenUserIds } from '../people/policies';
import { canEditPhoto, canSeePhoto } from './policies';
import { forgetExploreCache } from './exploreCache';
import { postsChanged } from './feedCache';
import { presentPhoto, type PhotoRecord } from './presenter';
import { findPhoto } from './queries';

const PHOTO_FOLDER = 'photos';
export const PHOTO_NOT_FOUND = 'Photo not found.';

/** The photo as `viewerId` may see it; 404 when it does not exist or a block hides it. */
export async function findVisiblePhoto(
  ctx: Pick<AppContext, 'db'>,
  viewerId: string | undefined,
  photoId: string,
): Promise<PhotoRecord> {
  const photo = await findPhoto(ctx.db, photoId);
  if (!photo || !(await canSeePhoto(ctx.db, viewerId, photo))) throw notFound(PHOTO_NOT_FOUND);
  return photo;
}

/** The photo as it is now, in its wire shape, with likes and comments as `viewerId` sees them. */
async function reload(
  ctx: Pick<AppContext, 'db'>,
  viewerId: string,
  photoId: string,
): Promise<Photo> {
  const photo = await findPhoto(ctx.db, photoId, await hiddenUserIds(ctx.db, viewerId));
  if (!photo) throw notFound(PHOTO_NOT_FOUND);
  return presentPhoto(photo);
}

/** One post as `viewerId` may see it (a notification opens it); 404 when hidden or gone. */
export async function getPhoto(ctx: AppContext, viewerId: string, photoId: string): Promise<Photo> {
  await findVisiblePhoto(ctx, viewerId, photoId);
  return reload(ctx, viewerId, photoId);
}

/** Stores the media (an image re-encoded, or a video with its poster) and the post. */
export async function createPhoto(
  ctx: AppContext,
  userId: string,
  upload: Upload,
  caption: string,
): Promise<Photo> {
  const stored = await storeMedia(ctx, upload);
  try {
    const [owner] = await ctx.db
      .select({ username: users.username, profilePicture: users.profilePicture })
      .from(users)
      .where(eq(users.id, userId));
    if (!owner) throw notFound('Profile not found.');
    const [row] = await ctx.db
      .insert(photos)
      .values({ id: newId(), userId, caption, ...stored })
      .returning();
    forgetExploreCache(ctx.db);
    // Every process's feed shows the post from now on (their cached lists of its owner go).
    await postsChanged(ctx, userId);
    return presentPhoto({ ...row, ...owner, likes: [], commentCount: 0 });
  } catch (error) {
    await removeFiles(ctx, stored);
    throw error;
  }
}

type StoredMedia = Pick<
  typeof photos.$inferInsert,
  'type' | 'imageUrl' | 'thumbnailUrl' | 'aspectRatio'
>;

async function storeMedia(ctx: AppContext, upload: Upload): Promise<StoredMedia> {
  if (upload.kind === 'video') {
    // A post is shown to everyone: its video must be proven by ffprobe, playable and short.
    if (upload.size > VIDEO_POST_MAX_BYTES) throw tooLarge(tooLargeMessage(VIDEO_POST_MAX_BYTES));
    const video = await saveVideo(ctx.media, PHOTO_FOLDER, upload.path, {
      rules: { maxSeconds: VIDEO_POST_MAX_SECONDS },
    });
    return {
      type: 'video',
      imageUrl: video.url,
      thumbnailUrl: video.posterUrl ?? null,
      aspectRatio: video.aspectRatio ?? null,
    };
  }
  const image = await processImage(upload.path);
  const url = await ctx.media.put(PHOTO_FOLDER, image.extension, image.bytes);
  const aspectRatio = Math.round((image.width / image.height) * 10_000) / 10_000;
  return { type: 'image', imageUrl: url, thumbnailUrl: url, aspectRatio };
}

/** Deletes a post's files; a failure only leaves a stray file, so it is logged, not thrown. */
async function removeFiles(
  ctx: AppContext,
  media: Pick<StoredMedia, 'imageUrl' | 'thumbnailUrl'>,
): Promise<void> {
  const paths = new Set(
    [media.imageUrl, media.thumbnailUrl].filter((path): path is string => Boolean(path)),
  );
  for (const path of paths) {
    await ctx.media.remove(path).catch((error: unknown) => {
      ctx.logger.warn({ err: error, path }, 'could not delete a photo file');
    });
  }
}

/** The owner's photo for a change; 404 when unseen, 403 with `refusal` when not the owner's. */
async function ownPhoto(
  ctx: AppContext,
  userId: string,
  photoId: string,
  refusal: string,
): Promise<PhotoRecord> {
  const photo = await findVisiblePhoto(ctx, userId, photoId);
  if (!canEditPhoto(userId, photo)) throw forbidden(refusal);
  return photo;
}

export async function editCaption(
  ctx: AppContext,
  userId: string,
  photoId: string,
  caption: string,
): Promise<Photo> {
  const photo = await ownPhoto(ctx, userId, photoId, 'You can only edit your own photos.');
  await ctx.db.update(photos).set({ caption }).where(eq(photos.id, photo.id));
  forgetExploreCache(ctx.db);
  return reload(ctx, userId, photo.id);
}

/** Deletes the post (its likes and comments cascade), then its files. */
export async function deletePhoto(ctx: AppContext, userId: string, photoId: string): Promise<void> {
  const photo = await ownPhoto(ctx, userId, photoId, 'You can only delete your own photos.');
  const deleted = await ctx.db
    .delete(photos)
    .where(eq(photos.id, photo.id))
    .returning({ imageUrl: photos.imageUrl, thumbnailUrl: photos.thumbnailUrl });
  if (deleted.length === 0) throw notFound(PHOTO_NOT_FOUND);
  forgetExploreCache(ctx.db);
  await postsChanged(ctx, photo.userId);
  await removeFiles(ctx, deleted[0]);
}

/** Likes the photo, or takes the like back; the owner hears of a new like from someone else. */
export async function toggleLike(ctx: AppContext, userId: string, photoId: string): Promise<Photo> {
  const photo = await findVisiblePhoto(ctx, userId, photoId);
  const added = await ctx.db
    .insert(photoLikes)
    .values({ photoId: photo.id, userId })
    .onConflictDoNothing()
    .returning({ userId: photoLikes.userId })
    .catch((error: unknown) => {
      // Deleted between the check and the insert (foreign-key violation).
      if (pgCode(error) === '23503') throw notFound(PHOTO_NOT_FOUND);
      throw error;
    });
  forgetExploreCache(ctx.db);
  if (added.length === 0) {
    await ctx.db
      .delete(photoLikes)
      .where(and(eq(photoLikes.photoId, photo.id), eq(photoLikes.userId, userId)));
  } else {
    await notifyOwner(ctx, userId, photo, 'liked your photo.');
  }
  return reload(ctx, userId, photo.id);
}

/**
 * '<username> <action>' to the photo's owner, never for one's own photo. It links to the post
 * (the owner's profile with `?post=`, plus `&comment=` for a comment) and carries the actor and
 * the target as extras, so a client can show the avatar and thumbnail and open the post.
 */
export async function notifyOwner(
  ctx: AppContext,
  actorId: string,
  photo: Pick<PhotoRecord, 'id' | 'userId'>,
  action: string,
  commentId?: string,
): Promise<void> {
  if (actorId === photo.userId) return;
  const [actor] = await ctx.db
    .select({ username: users.username })
    .from(users)
    .where(eq(users.id, actorId));
  if (!actor) return;
  const query = new URLSearchParams({ post: photo.id });
  if (commentId) query.set('comment', commentId);
  const content = {
    message: `${actor.username} ${action}`,
    link: `/profile/${photo.userId}?${query.toString()}`,
    actorId,
    target: commentId
      ? { kind: 'comment', id: commentId, photoId: photo.id }
      : { kind: 'like', id: photo.id, photoId: photo.id },
  };
  // The action itself succeeded; a lost notification is logged rather than failing it.
  await notify(ctx, photo.userId, content, actorId).catch((error: unknown) => {
    ctx.logger.warn({ err: error }, 'could not notify the photo owner');
  });
}

/** PostgreSQL's error code, which drizzle wraps (at err.cause.code). */
export function pgCode(error: unknown): string | undefined {
  const wrapped = error as { code?: string; cause?: { code?: string } } | undefined;
  return wrapped?.cause?.code ?? wrapped?.code;
}
