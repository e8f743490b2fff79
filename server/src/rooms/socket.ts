import type { AppContext } from '../platform/context';
import { limit } from '../platform/rateLimit';
import type { AppSocket } from '../platform/socket';
import { fieldOf, onEvent, payloadId, socketUser, socketUsername } from '../platform/socketEdge';
import { inSocketOrder } from '../platform/socketOrder';
import { isMember } from './queries';
import { storedChatScreen } from '../moderation/storedChatScreen';
import { joinRoom, roomChannel, ROOM_NOT_FOUND, sendRoomMessage } from './service';

const LOGIN = 'Please log in to join rooms.';

/**
 * Room chat over the live connection. joinRoom makes the user a member and joins the live
 * channel; leaveRoom leaves the channel only (membership stays: 'Your Rooms'). Sending checks
 * membership each time. After a reconnect the client re-joins and refetches page 1 of history.
 */
export function installRoomSockets(ctx: AppContext): void {
  const enabled = ctx.config.rateLimits;
  ctx.io.on('connection', (socket) => {
    onEvent(ctx, socket, 'joinRoom', async (roomId) => {
      const userId = socketUser(socket, LOGIN);
      const id = payloadId(roomId, ROOM_NOT_FOUND);
      const room = await joinRoom(ctx, userId, id);
      await socket.join(roomChannel(id));
      return { room };
    });

    onEvent(ctx, socket, 'leaveRoom', async (roomId) => {
      const id = payloadId(roomId, ROOM_NOT_FOUND);
      await socket.leave(roomChannel(id));
      return {};
    });

    // In send order: a quick burst from one socket is stored and delivered as typed.
    onEvent(ctx, socket, 'sendRoomMessage', (payload) =>
      inSocketOrder(socket, async () => {
        const userId = socketUser(socket, LOGIN);
        await limit(ctx.hub, `room:send:${userId}`, 30, 10_000, enabled);
        const id = payloadId(fieldOf(payload, 'roomId'), ROOM_NOT_FOUND);
        const screen = storedChatScreen(ctx, socket, 'room', { roomId: id });
        return { message: await sendRoomMessage(ctx, userId, id, payload, screen) };
      }),
    );

    socket.on('typingRoom', (roomId) => void relayTyping(ctx, socket, roomId, true));
    socket.on('stopTypingRoom', (roomId) => void relayTyping(ctx, socket, roomId, false));
  });
}

/** Tells the room's other open windows that this member types or stopped. */
async function relayTyping(
  ctx: AppContext,
  socket: AppSocket,
  rawId: unknown,
  typing: boolean,
): Promise<void> {
  try {
    const userId = socketUser(socket, LOGIN);
    await limit(ctx.hub, `room:typing:${userId}`, 40, 10_000, ctx.config.rateLimits);
    const roomId = payloadId(rawId, ROOM_NOT_FOUND);
    if (!(await isMember(ctx.db, roomId, userId))) return;
    const to = socket.to(roomChannel(roomId));
    if (typing) {
      const username = await socketUsername(ctx, socket);
      to.emit('typingRoom', { roomId, userId, username });
    } else {
      to.emit('stopTypingRoom', { roomId, userId });
    }
  } catch {
    // Typing is a hint: a refused or failed one is dropped silently.
  }
}
