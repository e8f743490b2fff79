import { and, eq, inArray } from 'drizzle-orm';
import { watchRoomsPayload } from '@serendip/protocol';
import type { AppContext } from '../platform/context';
import { roomMembers } from '../platform/db/schema';
import { limit } from '../platform/rateLimit';
import { onEvent, parsePayload, socketUser } from '../platform/socketEdge';
import { roomChannel } from './service';

/**
 * watchRooms(roomIds): the rooms page joins the live channels of the rooms one belongs to, so
 * their cards' unread counts rise with each message (receiveRoomMessage) and clear on roomRead.
 * Rooms one does not belong to are skipped (the answer lists those joined); leaveRoom leaves
 * one again. Signed-in users only, 20 calls per 10 s.
 */
export function installRoomWatch(ctx: AppContext): void {
  onEvent(ctx, 'watchRooms', async (socket, payload) => {
    const userId = socketUser(socket, 'Please log in to join rooms.');
    await limit(ctx.hub, `rooms:watch:${userId}`, 20, 10_000, ctx.config.rateLimits);
    const ids = [...new Set(parsePayload(watchRoomsPayload, payload, 'Rooms'))];
    if (ids.length === 0) return { roomIds: [] };
    const rows = await ctx.db
      .select({ roomId: roomMembers.roomId })
      .from(roomMembers)
      .where(and(eq(roomMembers.userId, userId), inArray(roomMembers.roomId, ids)));
    const roomIds = rows.map((row) => row.roomId);
    if (roomIds.length > 0) await socket.join(roomIds.map(roomChannel));
    return { roomIds };
  });
}
