import { eq } from 'drizzle-orm';
import type { AppContext } from '../platform/context';
import { photos } from '../platform/db/schema';
import type { Removable, RemovalContext } from '../platform/removable';
import { forgetExploreCache } from './exploreCache';
import { postsChanged } from './feedCache';

/** A post's row as stored: what a removal keeps so that a reversed decision can restore it. */
export type PhotoRow = typeof photos.$inferSelect;

/**
 * A post came or went other than by its owner's hand: this process's copies that show posts
 * (explore's, the feed's kept rows) and every process's list of the owner's posts are dropped,
 * so that no one is served it (or misses it) from a cache.
 */
async function postsRewritten(ctx: RemovalContext, ownerId: string): Promise<void> {
  forgetExploreCache(ctx.db);
  await postsChanged(ctx, ownerId);
}

/** The post's row, or undefined for no such post. */
async function photoRow(ctx: Pick<AppContext, 'db'>, photoId: string) {
  const [row] = await ctx.db.select().from(photos).where(eq(photos.id, photoId));
  return row;
}

/**
 * Takes a post down (a moderator's removal): its row goes, its likes and comments with it, and
 * it leaves every feed and explore page at once. Its files are the remover's to withhold.
 */
async function removePhoto(ctx: RemovalContext, photoId: string): Promise<void> {
  const [removed] = await ctx.db
    .delete(photos)
    .where(eq(photos.id, photoId))
    .returning({ userId: photos.userId });
  if (removed) await postsRewritten(ctx, removed.userId);
}

/** Puts a removed post back (a reversed decision); nothing if it exists again already. */
async function restorePhoto(ctx: RemovalContext, row: PhotoRow): Promise<void> {
  await ctx.db.insert(photos).values(row).onConflictDoNothing();
  await postsRewritten(ctx, row.userId);
}

/** Posts as moderation removes and restores them. */
export const photoRemoval: Removable<PhotoRow> = {
  owner: 'userId',
  find: photoRow,
  remove: removePhoto,
  restore: restorePhoto,
};
