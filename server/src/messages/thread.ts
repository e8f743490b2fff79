import { and, asc, desc, eq, gt, lt, ne, or, type SQL } from 'drizzle-orm';
import type { Database } from '../platform/db/database';
import { messages } from '../platform/db/schema';
import type { MessageRow } from './presenter';

/**
 * Up to `around` messages on each side of `message` in its room or conversation, oldest first,
 * with `message` itself (as given) between them.
 */
export async function threadAround(
  db: Database,
  message: MessageRow,
  around: number,
): Promise<MessageRow[]> {
  // Not the message itself: JavaScript dates lose PostgreSQL's microseconds, so its own
  // createdAt compares as later than the copy read back.
  const sameThread: SQL = and(
    message.roomId
      ? eq(messages.roomId, message.roomId)
      : eq(messages.conversationId, message.conversationId!),
    ne(messages.id, message.id),
  )!;
  // The `around` nearest on one side, nearest first: by time, then id for messages of one instant.
  const nearest = (side: 'before' | 'after') => {
    const [beyond, order] = side === 'before' ? [lt, desc] : [gt, asc];
    return db
      .select()
      .from(messages)
      .where(
        and(
          sameThread,
          or(
            beyond(messages.createdAt, message.createdAt),
            and(eq(messages.createdAt, message.createdAt), beyond(messages.id, message.id)),
          ),
        ),
      )
      .orderBy(order(messages.createdAt), order(messages.id))
      .limit(around);
  };
  const [before, after] = await Promise.all([nearest('before'), nearest('after')]);
  return [...before.reverse(), message, ...after];
}
