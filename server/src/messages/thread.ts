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
  const before = await db
    .select()
    .from(messages)
    .where(
      and(
        sameThread,
        or(
          lt(messages.createdAt, message.createdAt),
          and(eq(messages.createdAt, message.createdAt), lt(messages.id, message.id)),
        ),
      ),
    )
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(around);
  const after = await db
    .select()
    .from(messages)
    .where(
      and(
        sameThread,
        or(
          gt(messages.createdAt, message.createdAt),
          and(eq(messages.createdAt, message.createdAt), gt(messages.id, message.id)),
        ),
      ),
    )
    .orderBy(asc(messages.createdAt), asc(messages.id))
    .limit(around);
  return [...before.reverse(), message, ...after];
}
