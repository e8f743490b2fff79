import { and, desc, eq, inArray, isNotNull, ne, or } from 'drizzle-orm';
import type { RemovableItem } from '@serendip/protocol';
import type { Database } from '../platform/db/database';
import { comments, conversations, messages, photos, rooms, users } from '../platform/db/schema';
import { wellFormedId } from '../platform/ids';

/** Of each kind, the newest pieces offered to the remove picker. */
const PER_KIND = 20;

/** The ids the reports about a person name (content reports keep `{ kind, id }` as evidence). */
export function reportedIds(evidence: unknown[]): Set<string> {
  const ids = new Set<string>();
  for (const item of evidence)
    if (item && typeof item === 'object' && 'id' in item && typeof item.id === 'string')
      ids.add(item.id);
  return ids;
}

/**
 * The person's friend chat messages that a report names, with the other participant's name.
 * Only reported ones: a conversation is private, and a report is what opens it to moderators.
 */
async function reportedFriendMessages(db: Database, userId: string, reported: Set<string>) {
  const ids = [...reported].map(wellFormedId).filter((id): id is string => id !== null);
  if (ids.length === 0) return [];
  return db
    .select({ message: messages, other: users.username })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .innerJoin(
      users,
      and(
        or(eq(users.id, conversations.userA), eq(users.id, conversations.userB)),
        ne(users.id, userId),
      ),
    )
    .where(and(eq(messages.senderId, userId), inArray(messages.id, ids)))
    .orderBy(desc(messages.createdAt))
    .limit(PER_KIND);
}

/**
 * An account's removable content for the console's picker: photos, comments, room messages,
 * reported friend messages and rooms they created, newest first, the reported pieces first.
 */
export async function removableContent(
  db: Database,
  userId: string,
  reported: Set<string>,
): Promise<RemovableItem[]> {
  const [photoRows, commentRows, messageRows, friendRows, roomRows] = await Promise.all([
    db
      .select()
      .from(photos)
      .where(eq(photos.userId, userId))
      .orderBy(desc(photos.createdAt))
      .limit(PER_KIND),
    db
      .select()
      .from(comments)
      .where(eq(comments.userId, userId))
      .orderBy(desc(comments.createdAt))
      .limit(PER_KIND),
    db
      .select({ message: messages, room: rooms.name })
      .from(messages)
      .innerJoin(rooms, eq(rooms.id, messages.roomId))
      .where(and(eq(messages.senderId, userId), isNotNull(messages.roomId)))
      .orderBy(desc(messages.createdAt))
      .limit(PER_KIND),
    reportedFriendMessages(db, userId, reported),
    db
      .select()
      .from(rooms)
      .where(eq(rooms.creatorId, userId))
      .orderBy(desc(rooms.createdAt))
      .limit(PER_KIND),
  ]);
  const items: Omit<RemovableItem, 'reported'>[] = [
    ...photoRows.map((row) => ({
      kind: 'photo' as const,
      _id: row.id,
      text: row.caption,
      where: null,
      imageUrl: row.thumbnailUrl ?? row.imageUrl,
      createdAt: row.createdAt,
    })),
    ...commentRows.map((row) => ({
      kind: 'comment' as const,
      _id: row.id,
      text: row.text,
      where: null,
      imageUrl: null,
      createdAt: row.createdAt,
    })),
    ...messageRows.map(({ message, room }) => ({
      kind: 'roomMessage' as const,
      _id: message.id,
      text: message.content,
      where: room,
      imageUrl: null,
      createdAt: message.createdAt,
    })),
    ...friendRows.map(({ message, other }) => ({
      kind: 'chatMessage' as const,
      _id: message.id,
      text: message.content,
      where: other,
      imageUrl: null,
      createdAt: message.createdAt,
    })),
    ...roomRows.map((row) => ({
      kind: 'room' as const,
      _id: row.id,
      text: row.name,
      where: null,
      imageUrl: null,
      createdAt: row.createdAt,
    })),
  ].map((item) => ({ ...item, createdAt: item.createdAt.toISOString() }));
  return items
    .map((item) => ({ ...item, reported: reported.has(item._id) }))
    .sort(
      (a, b) => Number(b.reported) - Number(a.reported) || b.createdAt.localeCompare(a.createdAt),
    );
}
