import type { AppContext } from '../platform/context';
import { emitPublished, userRoom } from '../platform/socket';
import { markConversationRead, markRoomRead } from './queries';
import { announceSeen } from './seen';

/**
 * Marks a conversation read for `userId` and tells all their tabs and devices (any process),
 * so every unread badge for it clears at once; the friend hears `conversationSeen` (seen.ts).
 */
export async function readConversation(
  ctx: Pick<AppContext, 'db' | 'io' | 'readPlaces'>,
  userId: string,
  conversationId: string,
): Promise<void> {
  const friendId = await ctx.readPlaces.partnerIn(userId, conversationId);
  const readAt = await markConversationRead(ctx.db, userId, conversationId);
  await emitPublished(ctx.io, [userRoom(userId)], 'conversationRead', { conversationId });
  await announceSeen(ctx, userId, friendId, conversationId, readAt);
}

/** Marks a room read for a member, and tells all their tabs and devices. */
export async function readRoom(
  ctx: Pick<AppContext, 'db' | 'io' | 'readPlaces'>,
  userId: string,
  roomId: string,
): Promise<void> {
  await ctx.readPlaces.requireRoomMember(userId, roomId);
  await markRoomRead(ctx.db, userId, roomId);
  await emitPublished(ctx.io, [userRoom(userId)], 'roomRead', { roomId });
}
