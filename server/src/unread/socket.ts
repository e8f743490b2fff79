import { CONVERSATION_NOT_FOUND, ROOM_NOT_FOUND } from '@serendip/protocol';
import type { AppContext } from '../platform/context';
import { limit } from '../platform/rateLimit';
import { onEvent, payloadId, socketUser } from '../platform/socketEdge';
import { readConversation, readRoom } from './service';

const LOGIN = 'Please log in to chat.';

/** markConversationRead(id) and markRoomRead(id): the live way to clear an unread count. */
export function installUnreadSockets(ctx: AppContext): void {
  const enabled = ctx.config.rateLimits;
  onEvent(ctx, 'markConversationRead', async (socket, conversationId) => {
    const userId = socketUser(socket, LOGIN);
    await limit(ctx.hub, `unread:mark:${userId}`, 60, 10_000, enabled);
    await readConversation(ctx, userId, payloadId(conversationId, CONVERSATION_NOT_FOUND));
    return {};
  });
  onEvent(ctx, 'markRoomRead', async (socket, roomId) => {
    const userId = socketUser(socket, LOGIN);
    await limit(ctx.hub, `unread:mark:${userId}`, 60, 10_000, enabled);
    await readRoom(ctx, userId, payloadId(roomId, ROOM_NOT_FOUND));
    return {};
  });
}
