import { and, eq, gt, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import { UNREAD_COUNT_MAX } from '@serendip/protocol';
import type { Database } from '../platform/db/database';
import { conversationReads, messages, roomReads } from '../platform/db/schema';

type Place = { kind: 'conversation'; ids: string[] } | { kind: 'room'; ids: string[] };

/**
 * Unread counts of `userId` per conversation or room: messages from others created after the
 * person's read marker (all of them without one). Places with nothing unread are absent.
 */
export async function unreadCounts(
  db: Database,
  userId: string,
  place: Place,
): Promise<Map<string, number>> {
  if (place.ids.length === 0) return new Map();
  const rows =
    place.kind === 'conversation'
      ? await db
          .select({ id: messages.conversationId, count: sql<number>`count(*)::int` })
          .from(messages)
          .leftJoin(
            conversationReads,
            and(
              eq(conversationReads.conversationId, messages.conversationId),
              eq(conversationReads.userId, userId),
            ),
          )
          .where(
            and(
              inArray(messages.conversationId, place.ids),
              ne(messages.senderId, userId),
              or(
                isNull(conversationReads.readAt),
                gt(messages.createdAt, conversationReads.readAt),
              ),
            ),
          )
          .groupBy(messages.conversationId)
      : await db
          .select({ id: messages.roomId, count: sql<number>`count(*)::int` })
          .from(messages)
          .leftJoin(
            roomReads,
            and(eq(roomReads.roomId, messages.roomId), eq(roomReads.userId, userId)),
          )
          .where(
            and(
              inArray(messages.roomId, place.ids),
              ne(messages.senderId, userId),
              or(isNull(roomReads.readAt), gt(messages.createdAt, roomReads.readAt)),
            ),
          )
          .groupBy(messages.roomId);
  return new Map(
    rows.flatMap((row) => (row.id ? [[row.id, Math.min(row.count, UNREAD_COUNT_MAX)]] : [])),
  );
}

/**
 * Moves the read marker to the newest stored message (never backwards). Using the message's own
 * time, not now(), keeps a message committed a moment later by another process unread.
 */
export async function markConversationRead(
  db: Database,
  userId: string,
  conversationId: string,
): Promise<Date> {
  const newest = sql`coalesce((select max(${messages.createdAt}) from ${messages} where ${messages.conversationId} = ${conversationId}), now())`;
  const [row] = await db
    .insert(conversationReads)
    .values({ userId, conversationId, readAt: newest })
    .onConflictDoUpdate({
      target: [conversationReads.userId, conversationReads.conversationId],
      set: { readAt: sql`greatest(${conversationReads.readAt}, excluded.read_at)` },
    })
    .returning({ readAt: conversationReads.readAt });
  return row!.readAt;
}

export async function markRoomRead(db: Database, userId: string, roomId: string): Promise<void> {
  const newest = sql`coalesce((select max(${messages.createdAt}) from ${messages} where ${messages.roomId} = ${roomId}), now())`;
  await db
    .insert(roomReads)
    .values({ userId, roomId, readAt: newest })
    .onConflictDoUpdate({
      target: [roomReads.userId, roomReads.roomId],
      set: { readAt: sql`greatest(${roomReads.readAt}, excluded.read_at)` },
    });
}
