import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../platform/context';
import type { Database } from '../platform/db/database';
import { conversations, messages, rooms } from '../platform/db/schema';
import { findMessage } from './actionQueries';
import { presentCurrent } from './actions';
import { presentMessage, type MessageRow } from './presenter';

type RemovalContext = Pick<AppContext, 'db' | 'io'>;

/**
 * Where a message lives. Room and friend messages share one table: a removal of one kind finds
 * only rows with its column set, so neither kind reaches the other's rows.
 */
export type MessageKind = 'roomId' | 'conversationId';

/** The message's row when it is of `kind`, else undefined. */
export async function messageRow(
  ctx: Pick<AppContext, 'db'>,
  kind: MessageKind,
  messageId: string,
): Promise<MessageRow | undefined> {
  const [row] = await ctx.db.select().from(messages).where(eq(messages.id, messageId));
  return row && row[kind] !== null ? row : undefined;
}

/**
 * The time its conversation or room sorts by follows its newest remaining message, so that a
 * removed message neither keeps a conversation on top of the list nor a room trending. (Sending
 * moves it forward in the group commit, messages/groupCommit.ts.)
 */
async function resortPlace(db: Database, row: MessageRow): Promise<void> {
  if (row.conversationId) {
    const newest = sql`(select max(${messages.createdAt}) from ${messages} where ${messages.conversationId} = ${row.conversationId})`;
    await db
      .update(conversations)
      .set({ lastMessageAt: newest })
      .where(eq(conversations.id, row.conversationId));
  }
  if (row.roomId) {
    const newest = sql`coalesce((select max(${messages.createdAt}) from ${messages} where ${messages.roomId} = ${row.roomId}), ${rooms.createdAt})`;
    await db.update(rooms).set({ lastActivityAt: newest }).where(eq(rooms.id, row.roomId));
  }
}

/**
 * Takes a message down (a moderator's removal): its row goes (its reactions with it), its place
 * sorts by what remains, unread counts and the conversation's last-message preview no longer
 * see it (they are read from the table), and the windows open on `channels` (any process) show
 * it deleted at once. Returns the removed row, or undefined when there was none.
 */
export async function removeMessage(
  ctx: RemovalContext,
  messageId: string,
  channels: (row: MessageRow) => Promise<string[]>,
): Promise<MessageRow | undefined> {
  const found = await findMessage(ctx.db, messageId);
  if (!found) return undefined;
  const removed = await ctx.db.transaction(async (tx) => {
    const [row] = await tx.delete(messages).where(eq(messages.id, messageId)).returning();
    if (row) await resortPlace(tx, row);
    return row;
  });
  if (!removed) return undefined;
  const shown = presentMessage({ ...removed, deletedAt: new Date() }, found.sender);
  // Best effort: the removal stands whether or not every open window hears of it now.
  ctx.io.to(await channels(removed)).emit('messageUpdated', shown);
  return removed;
}

/**
 * Puts a removed message back (a reversed decision); nothing if it exists again already. Open
 * windows that still hold it show it again.
 */
export async function restoreMessage(
  ctx: RemovalContext,
  row: MessageRow,
  channels: (row: MessageRow) => Promise<string[]>,
): Promise<void> {
  const restored = await ctx.db.transaction(async (tx) => {
    const [inserted] = await tx.insert(messages).values(row).onConflictDoNothing().returning();
    if (inserted) await resortPlace(tx, inserted);
    return inserted;
  });
  if (!restored) return;
  const found = await findMessage(ctx.db, restored.id);
  if (!found) return;
  const shown = await presentCurrent(ctx, found.message, found.sender);
  ctx.io.to(await channels(restored)).emit('messageUpdated', shown);
}
