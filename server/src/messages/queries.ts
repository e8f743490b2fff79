import { count, desc, eq } from 'drizzle-orm';
import type { Database } from '../platform/db/database';
import { messages, users } from '../platform/db/schema';
import type { MessageRow, SenderRow } from './presenter';

/** Where a message belongs: exactly one of the two. */
export type MessagePlace = { conversationId: string } | { roomId: string };

export type MessageWithSender = { message: MessageRow; sender: SenderRow };

const senderColumns = {
  id: users.id,
  username: users.username,
  profilePicture: users.profilePicture,
};

function placeCondition(place: MessagePlace) {
  return 'conversationId' in place
    ? eq(messages.conversationId, place.conversationId)
    : eq(messages.roomId, place.roomId);
}

export async function countMessages(db: Database, place: MessagePlace): Promise<number> {
  const [row] = await db.select({ total: count() }).from(messages).where(placeCondition(place));
  return row?.total ?? 0;
}

/** One page counted from the newest (page 1 = newest), on the (place, created_at, id) index. */
export function pageOfMessages(
  db: Database,
  place: MessagePlace,
  offset: number,
  limit: number,
): Promise<MessageWithSender[]> {
  return db
    .select({ message: messages, sender: senderColumns })
    .from(messages)
    .innerJoin(users, eq(users.id, messages.senderId))
    .where(placeCondition(place))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .offset(offset)
    .limit(limit);
}
