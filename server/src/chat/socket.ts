import type { AppContext } from '../platform/context';
import { limit } from '../platform/rateLimit';
import { userRoom, type AppSocket } from '../platform/socket';
import { fieldOf, onEvent, payloadId, socketUser, socketUsername } from '../platform/socketEdge';
import { inSocketOrder } from '../platform/socketOrder';
import { storedChatScreen } from '../moderation/storedChatScreen';
import { otherParticipant } from './policies';
import {
  CONVERSATION_NOT_FOUND,
  conversationOf,
  conversationRoom,
  sendFriendMessage,
} from './service';

const LOGIN = 'Please log in to chat.';

/**
 * Friend chat over the live connection. Every event checks, each time, that the sender takes part
 * in the conversation (never only at join). After a reconnect the client re-joins its
 * conversation and refetches page 1 of the history to fill any gap (merged by _id).
 */
export function installChatSockets(ctx: AppContext): void {
  const enabled = ctx.config.rateLimits;
  ctx.io.on('connection', (socket) => {
    onEvent(ctx, socket, 'joinConversation', async (conversationId) => {
      const userId = socketUser(socket, LOGIN);
      const id = payloadId(conversationId, CONVERSATION_NOT_FOUND);
      await conversationOf(ctx, userId, id);
      await socket.join(conversationRoom(id));
      return {};
    });

    // In send order: a quick burst from one socket is stored and delivered as typed.
    onEvent(ctx, socket, 'sendMessage', (payload) =>
      inSocketOrder(socket, async () => {
        const userId = socketUser(socket, LOGIN);
        await limit(ctx.hub, `chat:send:${userId}`, 30, 10_000, enabled);
        const id = payloadId(fieldOf(payload, 'conversationId'), CONVERSATION_NOT_FOUND);
        const screen = storedChatScreen(ctx, socket, 'friend', { conversationId: id });
        return { message: await sendFriendMessage(ctx, userId, id, payload, screen) };
      }),
    );

    socket.on('typing', (conversationId) => void relayTyping(ctx, socket, conversationId, true));
    socket.on(
      'stopTyping',
      (conversationId) => void relayTyping(ctx, socket, conversationId, false),
    );
  });
}

/** Tells the other participant (all their sockets) that this user types or stopped. */
async function relayTyping(
  ctx: AppContext,
  socket: AppSocket,
  rawId: unknown,
  typing: boolean,
): Promise<void> {
  try {
    const userId = socketUser(socket, LOGIN);
    await limit(ctx.hub, `chat:typing:${userId}`, 40, 10_000, ctx.config.rateLimits);
    const conversationId = payloadId(rawId, CONVERSATION_NOT_FOUND);
    const conversation = await conversationOf(ctx, userId, conversationId);
    const to = ctx.io.to(userRoom(otherParticipant(conversation, userId)));
    if (typing) {
      const username = await socketUsername(ctx, socket);
      to.emit('typing', { userId, username, conversationId });
    } else {
      to.emit('stopTyping', userId);
    }
  } catch {
    // Typing is a hint: a refused or failed one is dropped silently.
  }
}
