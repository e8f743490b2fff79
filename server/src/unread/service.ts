import type { AppContext } from '../platform/context';
import { forbidden } from '../platform/errors';
import { emitPublished, userRoom } from '../platform/socket';
import { conversationOf } from '../chat/service';
import { roomOrThrow } from '../rooms/service';
import { isMember } from '../rooms/queries';
import { markConversationRead, markRoomRead } from './queries';
import { announceSeen } from './seen';

export const JOIN_ROOM_FIRST = 'Join the room first.';

/**
 * Marks a conversation read for `userId` and tells all their tabs and devices (any process),
 * so every unread badge for it clears at once; the friend hears `conversationSeen` (seen.ts).
 */
export async function readConversation(
  ctx: Pick<AppContext, 'db' | 'io'>,
  userId: string,
  conversationId: string,
): Promise<void> {
  const conversation = await conversationOf(ctx, userId, conversationId);
  const readAt = await markConversationRead(ctx.db, userId, conversationId);
  await emitPublished(ctx.io, [userRoom(userId)], 'conversationRead', { conversationId });
  const friendId = conversation.userA === userId ? conversation.userB : conversation.userA;
  await announceSeen(ctx, userId, friendId, conversationId, readAt);
}

/** Marks a room read for a member, and tells all their tabs and devices. */
export async function readRoom(
  ctx: Pick<AppContext, 'db' | 'io'>,
  userId: string,
  roomId: string,
): Promise<void> {
  await roomOrThrow(ctx, roomId);
  if (!(await isMember(ctx.db, roomId, userId))) throw forbidden(JOIN_ROOM_FIRST);
  await markRoomRead(ctx.db, userId, roomId);
  await emitPublished(ctx.io, [userRoom(userId)], 'roomRead', { roomId });
}
