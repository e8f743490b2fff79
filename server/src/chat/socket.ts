import { conversationIdPayload, sendMessagePayload } from '@serendip/protocol';
import type { AppContext } from '../platform/context';
import { accessCache } from '../platform/accessCache';
import { userRoom } from '../platform/socket';
import { onEvent, parsePayload, socketUser } from '../platform/socketEdge';
import { onMessageSend } from '../messages/socketSend';
import { onTyping } from '../messages/typing';
import { partnerIn, requireMayChat } from './access';
import { conversationRoom } from './service';

const LOGIN = 'Please log in to chat.';

/**
 * Friend chat over the live connection. Every event checks, each time, that the sender takes part
 * in the conversation (never only at join), from the process's access cache. After a reconnect
 * the client re-joins its conversation and refetches page 1 of the history (merged by _id).
 */
export function installChatSockets(ctx: AppContext): void {
  // Listening from the start for other processes' access changes (see accessChanged).
  accessCache(ctx.io);
  ctx.io.on('connection', (socket) => {
    onEvent(ctx, socket, 'joinConversation', async (payload) => {
      const userId = socketUser(socket, LOGIN);
      const conversationId = parsePayload(conversationIdPayload, payload, 'Conversation');
      await partnerIn(ctx, userId, conversationId);
      await socket.join(conversationRoom(conversationId));
      return {};
    });

    onMessageSend(ctx, socket, {
      event: 'sendMessage',
      deliverAs: 'receiveMessage',
      payload: sendMessagePayload,
      chat: 'friend',
      login: LOGIN,
      limitKey: 'chat:send',
      async destination(userId, { conversationId }) {
        const otherId = await partnerIn(ctx, userId, conversationId);
        await requireMayChat(ctx, userId, otherId);
        // To the open chat windows and to both participants' sockets (clients merge by _id).
        const channels = [conversationRoom(conversationId), userRoom(otherId), userRoom(userId)];
        return { place: { conversationId }, channels };
      },
    });

    // Tells the other participant (all their sockets) that this user types or stopped.
    onTyping(ctx, socket, {
      events: ['typing', 'stopTyping'],
      payload: conversationIdPayload,
      limitKey: 'chat:typing',
      async audience(userId, conversationId) {
        const to = ctx.io.to(userRoom(await partnerIn(ctx, userId, conversationId)));
        return {
          typing: (username) => to.emit('typing', { userId, username, conversationId }),
          stopped: () => to.emit('stopTyping', userId),
        };
      },
    });
  });
}
