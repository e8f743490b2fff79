import { eq } from 'drizzle-orm';
import type { AppContext } from '../platform/context';
import { comments } from '../platform/db/schema';
import type { Removable } from '../platform/removable';
import { forgetExploreCache } from '../photos/exploreCache';

/** A comment's row as stored: what a removal keeps so that a reversed decision can restore it. */
export type CommentRow = typeof comments.$inferSelect;

/** The comment's row, or undefined for no such comment. */
async function commentRow(ctx: Pick<AppContext, 'db'>, commentId: string) {
  const [row] = await ctx.db.select().from(comments).where(eq(comments.id, commentId));
  return row;
}

/**
 * Takes a comment down (a moderator's removal). The post lists this process keeps show each
 * post's newest comments and their count, so they are dropped with it, as on any comment.
 */
async function removeComment(ctx: Pick<AppContext, 'db'>, commentId: string) {
  await ctx.db.delete(comments).where(eq(comments.id, commentId));
  forgetExploreCache(ctx.db);
}

/** Puts a removed comment back (a reversed decision); nothing if it exists again already. */
async function restoreComment(ctx: Pick<AppContext, 'db'>, row: CommentRow) {
  await ctx.db.insert(comments).values(row).onConflictDoNothing();
  forgetExploreCache(ctx.db);
}

/** Comments as moderation removes and restores them. */
export const commentRemoval: Removable<CommentRow> = {
  owner: 'userId',
  find: commentRow,
  remove: removeComment,
  restore: restoreComment,
};
