import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../platform/db/database';
import { messageReactions, messages, users } from '../platform/db/schema';
import type { MessageWithSender } from './queries';

const senderColumns = {
  id: users.id,
  username: users.username,
  profilePicture: users.profilePicture,
};

/** One message with its sender, wherever it is. */
export async function findMessage(
  db: Database,
  id: string,
): Promise<MessageWithSender | undefined> {
  const [row] = await db
    .select({ message: messages, sender: senderColumns })
    .from(messages)
    .innerJoin(users, eq(users.id, messages.senderId))
    .where(eq(messages.id, id));
  return row;
}

/** The messages (with senders) of `ids`: the originals a page's replies quote. */
export function messagesByIds(db: Database, ids: string[]): Promise<MessageWithSender[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ message: messages, sender: senderColumns })
    .from(messages)
    .innerJoin(users, eq(users.id, messages.senderId))
    .where(inArray(messages.id, ids));
}

export interface ReactionRow {
  messageId: string;
  emoji: string;
  userId: string;
  username: string;
}

/** Every reaction on `messageIds`, oldest first, with the reactor's name. */
export function reactionsOf(db: Database, messageIds: string[]): Promise<ReactionRow[]> {
  if (messageIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      messageId: messageReactions.messageId,
      emoji: messageReactions.emoji,
      userId: messageReactions.userId,
      username: users.username,
    })
    .from(messageReactions)
    .innerJoin(users, eq(users.id, messageReactions.userId))
    .where(inArray(messageReactions.messageId, messageIds))
    .orderBy(asc(messageReactions.createdAt), asc(messageReactions.userId));
}

/**
 * Adds one reaction (stored once per message, person and emoji) unless the message already
 * carries `maxEmojis` distinct emojis and this is a new one; true when a row was added.
 */
export async function addReaction(
  db: Database,
  reaction: { messageId: string; userId: string; emoji: string },
  maxEmojis: number,
): Promise<'added' | 'unchanged' | 'full'> {
  return db.transaction(async (tx) => {
    const distinct = await tx
      .selectDistinct({ emoji: messageReactions.emoji })
      .from(messageReactions)
      .where(eq(messageReactions.messageId, reaction.messageId));
    const known = distinct.some((row) => row.emoji === reaction.emoji);
    if (!known && distinct.length >= maxEmojis) return 'full';
    const added = await tx
      .insert(messageReactions)
      .values(reaction)
      .onConflictDoNothing()
      .returning({ emoji: messageReactions.emoji });
    return added.length > 0 ? 'added' : 'unchanged';
  });
}

/** Removes one reaction; true when there was one. */
export async function removeReaction(
  db: Database,
  reaction: { messageId: string; userId: string; emoji: string },
): Promise<boolean> {
  const removed = await db
    .delete(messageReactions)
    .where(
      and(
        eq(messageReactions.messageId, reaction.messageId),
        eq(messageReactions.userId, reaction.userId),
        eq(messageReactions.emoji, reaction.emoji),
      ),
    )
    .returning({ emoji: messageReactions.emoji });
  return removed.length > 0;
}

/**
 * New text for a sender's own live message, only while it is younger than `windowMs` by the
 * database's clock; the first edit keeps the text as sent. Undefined when refused.
 */
export async function updateOwnText(
  db: Database,
  edit: { id: string; senderId: string; content: string; type: 'text' | 'emoji' },
  windowMs: number,
) {
  const [row] = await db
    .update(messages)
    .set({
      content: edit.content,
      type: edit.type,
      editedAt: sql`now()`,
      originalContent: sql`coalesce(${messages.originalContent}, ${messages.content})`,
    })
    .where(
      and(
        eq(messages.id, edit.id),
        eq(messages.senderId, edit.senderId),
        isNull(messages.deletedAt),
        sql`${messages.createdAt} > now() - make_interval(secs => ${windowMs / 1000}::double precision)`,
      ),
    )
    .returning();
  return row;
}

/**
 * Marks a sender's own message deleted and drops its reactions. The text stays in the row for
 * moderators (reports and the console) and is never presented again.
 */
export async function markDeleted(db: Database, id: string, senderId: string) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(messages)
      .set({ deletedAt: sql`now()` })
      .where(and(eq(messages.id, id), eq(messages.senderId, senderId), isNull(messages.deletedAt)))
      .returning();
    if (row) await tx.delete(messageReactions).where(eq(messageReactions.messageId, id));
    return row;
  });
}
