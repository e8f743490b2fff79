import type { AppContext } from '../platform/context';
import { limit } from '../platform/rateLimit';
import { answer, payloadId, socketUser } from '../platform/socketEdge';
import { CONVERSATION_NOT_FOUND } from '../chat/service';
import { ROOM_NOT_FOUND } from '../rooms/service';
import { readConversation, readRoom } from './service';

const LOGIN = 'Please log in to chat.';

/** markConversationRead(id) and markRoomRead(id): the live way to clear an unread count. */
export function installUnreadSockets(ctx: AppContext): void {
  const enabled = ctx.config.rateLimits;
  ctx.io.on('connection', (socket) => {
    socket.on('markConversationRead', (conversationId, ack) =>
      answer(ctx, ack, async () => {
        const userId = socketUser(socket, LOGIN);
        await limit(ctx.hub, `unread:mark:${userId}`, 60, 10_000, enabled);
        await readConversation(ctx, userId, payloadId(conversationId, CONVERSATION_NOT_FOUND));
        return {};
      }),
    );
    socket.on('markRoomRead', (roomId, ack) =>
      answer(ctx, ack, async () => {
        const userId = socketUser(socket, LOGIN);
        await limit(ctx.hub, `unread:mark:${userId}`, 60, 10_000, enabled);
        await readRoom(ctx, userId, payloadId(roomId, ROOM_NOT_FOUND));
        return {};
      }),
    );
  });
}
