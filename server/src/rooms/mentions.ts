import { and, eq, inArray, ne, notExists, or, sql } from 'drizzle-orm';
import {
  MENTIONS_PER_MESSAGE_MAX,
  mentionedNames,
  SERVICE_LIMITS,
  type ChatMessage,
} from '@serendip/protocol';
import type { AppContext } from '../platform/context';
import { blocks, roomMembers, users } from '../platform/db/schema';
import { withinServiceLimit } from '../platform/rateLimit';
import { notify } from '../notifications/service';
import { findRoom } from './queries';

/** The notification text, e.g. "ann mentioned you in Night owls." */
export const mentionText = (username: string, roomName: string) =>
  `${username} mentioned you in ${roomName}.`;

/**
 * Notifies the members a room message names with "@username" (at most
 * MENTIONS_PER_MESSAGE_MAX, never the sender, never someone who blocked the sender or whom the
 * sender blocked, never a non-member). Runs once per stored message, on the process that stored
 * it; the notification reaches the person's sockets on every process. A message without "@"
 * costs no query.
 */
export async function notifyMentions(
  ctx: Pick<AppContext, 'db' | 'io' | 'hub' | 'config'>,
  roomId: string,
  message: ChatMessage,
): Promise<void> {
  if (message.type !== 'text' || !message.content.includes('@')) return;
  const names = mentionedNames(message.content).slice(0, MENTIONS_PER_MESSAGE_MAX);
  if (names.length === 0) return;
  const senderId = message.sender._id;
  if (!(await withinServiceLimit(ctx, SERVICE_LIMITS.mentions, senderId))) return;
  const blocked = ctx.db
    .select({ one: sql`1` })
    .from(blocks)
    .where(
      or(
        and(eq(blocks.blockerId, users.id), eq(blocks.blockedId, senderId)),
        and(eq(blocks.blockerId, senderId), eq(blocks.blockedId, users.id)),
      ),
    );
  const [room, mentioned] = await Promise.all([
    findRoom(ctx.db, roomId),
    ctx.db
      .select({ id: users.id })
      .from(users)
      .innerJoin(roomMembers, and(eq(roomMembers.userId, users.id), eq(roomMembers.roomId, roomId)))
      .where(
        and(
          inArray(sql`lower(${users.username})`, names),
          ne(users.id, senderId),
          notExists(blocked),
        ),
      ),
  ]);
  if (!room) return;
  const text = mentionText(message.sender.username, room.name);
  for (const { id } of mentioned)
    await notify(ctx, id, { message: text, link: `/room/${roomId}` }, senderId);
}
