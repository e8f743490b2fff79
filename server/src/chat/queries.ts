import { and, desc, eq, inArray, notExists, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../platform/db/database';
import { blocks, conversations, messages, users } from '../platform/db/schema';

export type ConversationRow = typeof conversations.$inferSelect;

/** The conversation list shows at most this many, most recent activity first. */
export const CONVERSATIONS_MAX = 100;

export async function findConversation(
  db: Database,
  id: string,
): Promise<ConversationRow | undefined> {
  const [row] = await db.select().from(conversations).where(eq(conversations.id, id));
  return row;
}

/** The conversation of a pair, created on first use (the pair is stored ordered). */
export async function getOrCreateConversation(
  db: Database,
  id: string,
  a: string,
  b: string,
): Promise<ConversationRow> {
  const [userA, userB] = a < b ? [a, b] : [b, a];
  await db.insert(conversations).values({ id, userA, userB }).onConflictDoNothing();
  const [row] = await db
    .select()
    .from(conversations)
    .where(and(eq(conversations.userA, userA), eq(conversations.userB, userB)));
  return row!;
}

const userA = alias(users, 'user_a');
const userB = alias(users, 'user_b');
const summary = (table: typeof userA | typeof userB) => ({
  id: table.id,
  username: table.username,
  profilePicture: table.profilePicture,
});

/** `userId`'s conversations with both participants, newest activity first, hiding blocked pairs. */
export function conversationRows(db: Database, userId: string) {
  return db
    .select({ id: conversations.id, userA: summary(userA), userB: summary(userB) })
    .from(conversations)
    .innerJoin(userA, eq(userA.id, conversations.userA))
    .innerJoin(userB, eq(userB.id, conversations.userB))
    .where(
      and(
        or(eq(conversations.userA, userId), eq(conversations.userB, userId)),
        notExists(
          db
            .select({ one: sql`1` })
            .from(blocks)
            .where(
              or(
                and(
                  eq(blocks.blockerId, conversations.userA),
                  eq(blocks.blockedId, conversations.userB),
                ),
                and(
                  eq(blocks.blockerId, conversations.userB),
                  eq(blocks.blockedId, conversations.userA),
                ),
              ),
            ),
        ),
      ),
    )
    .orderBy(
      desc(sql`coalesce(${conversations.lastMessageAt}, ${conversations.createdAt})`),
      desc(conversations.id),
    )
    .limit(CONVERSATIONS_MAX);
}

/** The newest message of each conversation, one index descent each. */
export function lastMessages(db: Database, conversationIds: string[]) {
  if (conversationIds.length === 0) return Promise.resolve([]);
  return db
    .selectDistinctOn([messages.conversationId], {
      conversationId: messages.conversationId,
      senderId: messages.senderId,
      type: messages.type,
      content: messages.content,
      createdAt: messages.createdAt,
      deletedAt: messages.deletedAt,
    })
    .from(messages)
    .where(inArray(messages.conversationId, conversationIds))
    .orderBy(messages.conversationId, desc(messages.createdAt), desc(messages.id));
}

export function userSummaries(db: Database, ids: string[]) {
  return db
    .select({ id: users.id, username: users.username, profilePicture: users.profilePicture })
    .from(users)
    .where(inArray(users.id, ids));
}
