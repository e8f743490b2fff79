import { SOCKET_EVENTS as EVENTS } from '@serendip/protocol';
import type { AppContext } from '../platform/context';
import { onClientEvent } from '../platform/clientEvents';
import { readConversation, readRoom } from './service';

/** markConversationRead(id) and markRoomRead(id): the live way to clear an unread count. */
export function installUnreadSockets(ctx: AppContext): void {
  onClientEvent(ctx, EVENTS.markConversationRead, async ({ userId, payload: conversationId }) => {
    await readConversation(ctx, userId, conversationId);
    return {};
  });
  onClientEvent(ctx, EVENTS.markRoomRead, async ({ userId, payload: roomId }) => {
    await readRoom(ctx, userId, roomId);
    return {};
  });
}
