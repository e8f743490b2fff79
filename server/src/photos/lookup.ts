import { desc, eq } from 'drizzle-orm';
import { photos } from '../platform/db/schema';
import type { PhotoLookup } from '../platform/contentLookup';

/**
 * Posts as moderation reads them: one for a report, an author's newest for the console's picker
 * and gallery.
 */
export const photoLookup: PhotoLookup = {
  async find(ctx, _viewerId, id) {
    const [photo] = await ctx.db.select().from(photos).where(eq(photos.id, id));
    if (!photo) return undefined;
    return {
      authorId: photo.userId,
      hiddenByBlocksOf: [photo.userId],
      imageUrl: photo.imageUrl,
      type: photo.type,
      caption: photo.caption,
    };
  },
  async newestBy(ctx, authorId, limit) {
    const rows = await ctx.db
      .select()
      .from(photos)
      .where(eq(photos.userId, authorId))
      .orderBy(desc(photos.createdAt))
      .limit(limit);
    return rows.map((row) => ({
      id: row.id,
      text: row.caption,
      where: null,
      imageUrl: row.thumbnailUrl ?? row.imageUrl,
      createdAt: row.createdAt,
    }));
  },
  // Newest by id: ids are time-ordered (UUID v7), so index photos_user_id_idx serves it.
  galleryOf(ctx, authorId, limit) {
    return ctx.db
      .select({ id: photos.id, imageUrl: photos.imageUrl, caption: photos.caption })
      .from(photos)
      .where(eq(photos.userId, authorId))
      .orderBy(desc(photos.id))
      .limit(limit);
  },
};
