import { and, eq, inArray } from 'drizzle-orm';
import { SOCKET_EVENTS as EVENTS } from '@serendip/protocol';
import type { AppContext } from '../platform/context';
import { roomMembers } from '../platform/db/schema';
import { onClientEvent } from '../platform/clientEvents';
import { roomChannel } from './service';

/**
 * watchRooms(roomIds): the rooms page joins the live channels of the rooms one belongs to, so
 * their cards' unread counts rise with each message (receiveRoomMessage) and clear on roomRead.
 * Rooms one does not belong to are skipped (the answer lists those joined); leaveRoom leaves
 * one again. Signed-in users only, limited as its protocol entry says.
 */
export function installRoomWatch(ctx: AppContext): void {
  onClientEvent(ctx, EVENTS.watchRooms, async ({ socket, userId, payload }) => {
    const ids = [...new Set(payload)];
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
