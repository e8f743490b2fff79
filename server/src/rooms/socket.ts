import { SOCKET_EVENTS as EVENTS } from '@serendip/protocol';
import type { AppContext } from '../platform/context';
import { onClientEvent } from '../platform/clientEvents';
import { installChannelSockets } from '../messages/channelSockets';
import { requireMember } from './access';
import { joinRoom, roomChannel } from './service';
import { notifyMentions } from './mentions';
import { membershipChanged, recentActivity, roomCounts } from './roomLife';

/**
 * Room chat over the live connection. joinRoom makes the user a member and joins the live
 * channel; leaveRoom leaves the channel only (membership stays: 'Your Rooms'). Sending and typing
 * need membership (a cached yes). After a reconnect the client re-joins and refetches page 1.
 */
export function installRoomSockets(ctx: AppContext): void {
  onClientEvent(ctx, EVENTS.leaveRoom, async ({ socket, payload: roomId }) => {
    await socket.leave(roomChannel(roomId));
    return {};
  });
  installChannelSockets(ctx, 'room', {
    join: async (userId, roomId) => {
      const { room, added } = await joinRoom(ctx, userId, roomId);
      if (added) await membershipChanged(ctx, roomId, userId, 'joined');
      // Extras: the counts and the latest join and leave lines, fresh on every (re)join.
      const [counts, activity] = await Promise.all([
        roomCounts(ctx, roomId),
        recentActivity(ctx.db, roomId),
      ]);
      return { channel: roomChannel(roomId), reply: { room, ...counts, activity } };
    },
    destination: async (userId, { roomId }) => {
      await requireMember(ctx, roomId, userId);
      return {
        place: { roomId },
        channels: [roomChannel(roomId)],
        afterStore: (message) => notifyMentions(ctx, roomId, message),
      };
    },
    actions: async (userId, place) => {
      if (!('roomId' in place)) throw new Error('not a room');
      await requireMember(ctx, place.roomId, userId);
      return [roomChannel(place.roomId)];
    },
    // The room's other open windows hear it, not the typist.
    async typing(socket, userId, roomId) {
      await requireMember(ctx, roomId, userId);
      const to = socket.to(roomChannel(roomId));
      return {
        typing: (username) => to.emit('typingRoom', { roomId, userId, username }),
        stopped: () => to.emit('stopTypingRoom', { roomId, userId }),
      };
    },
  });
}
