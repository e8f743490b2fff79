import { desc, eq } from 'drizzle-orm';
import { comments, photos } from '../platform/db/schema';
import type { ReportableContent } from '../platform/contentLookup';

/** Comments as moderation reads them: one for a report, an author's newest for the console. */
export const commentLookup: ReportableContent<'comment'> = {
  async find(ctx, _viewerId, id) {
    const [row] = await ctx.db
      .select({ comment: comments, ownerId: photos.userId, imageUrl: photos.imageUrl })
      .from(comments)
      .innerJoin(photos, eq(photos.id, comments.photoId))
      .where(eq(comments.id, id));
    if (!row) return undefined;
    return {
      authorId: row.comment.userId,
      hiddenByBlocksOf: [row.comment.userId, row.ownerId],
      text: row.comment.text,
      photoId: row.comment.photoId,
      imageUrl: row.imageUrl,
    };
  },
  async newestBy(ctx, authorId, limit) {
    const rows = await ctx.db
      .select()
      .from(comments)
      .where(eq(comments.userId, authorId))
      .orderBy(desc(comments.createdAt))
      .limit(limit);
    return rows.map((row) => ({
      id: row.id,
      text: row.text,
      where: null,
      imageUrl: null,
      createdAt: row.createdAt,
    }));
  },
};
