import { roomIdPayload, sendRoomMessagePayload } from '@serendip/protocol';
import type { AppContext } from '../platform/context';
import { accessCache } from '../platform/accessCache';
import { onEvent, parsePayload, socketUser } from '../platform/socketEdge';
import { onMessageSend } from '../messages/socketSend';
import { onTyping } from '../messages/typing';
import { requireMember } from './access';
import { joinRoom, roomChannel } from './service';

const LOGIN = 'Please log in to join rooms.';

/**
 * Room chat over the live connection. joinRoom makes the user a member and joins the live
 * channel; leaveRoom leaves the channel only (membership stays: 'Your Rooms'). Sending checks
 * membership each time (a cached yes). After a reconnect the client re-joins and refetches page 1.
 */
export function installRoomSockets(ctx: AppContext): void {
  accessCache(ctx.io);
  ctx.io.on('connection', (socket) => {
    onEvent(ctx, socket, 'joinRoom', async (payload) => {
      const userId = socketUser(socket, LOGIN);
      const roomId = parsePayload(roomIdPayload, payload, 'Room');
      const room = await joinRoom(ctx, userId, roomId);
      await socket.join(roomChannel(roomId));
      return { room };
    });

    onEvent(ctx, socket, 'leaveRoom', async (payload) => {
      await socket.leave(roomChannel(parsePayload(roomIdPayload, payload, 'Room')));
      return {};
    });

    onMessageSend(ctx, socket, {
      event: 'sendRoomMessage',
      deliverAs: 'receiveRoomMessage',
      payload: sendRoomMessagePayload,
      chat: 'room',
      login: LOGIN,
      limitKey: 'room:send',
      async destination(userId, { roomId }) {
        await requireMember(ctx, roomId, userId);
        return { place: { roomId }, channels: [roomChannel(roomId)] };
      },
    });

    // Tells the room's other open windows that this member types or stopped.
    onTyping(ctx, socket, {
      events: ['typingRoom', 'stopTypingRoom'],
      payload: roomIdPayload,
      limitKey: 'room:typing',
      async audience(userId, roomId) {
        await requireMember(ctx, roomId, userId);
        const to = socket.to(roomChannel(roomId));
        return {
          typing: (username) => to.emit('typingRoom', { roomId, userId, username }),
          stopped: () => to.emit('stopTypingRoom', { roomId, userId }),
        };
      },
    });
  });
}
