import type {
  Ack,
  ConversationInfo,
  ChatMessage,
  ConversationView,
  MessagePage,
  MessageType,
} from '@serendip/protocol';
import { PAGE_SIZE_MESSAGES } from '@serendip/protocol';
import { api } from './http';
import type { SendAck } from './messageDelivery';
import type { AppSocket } from './socket';

/** Friend chat calls (ids are URL-encoded into the path by the client). */

/** What a client sends for one message, before the channel adds its conversation or room. */
export interface MessageDraft {
  content: string;
  type: MessageType;
  clientId: string;
  /** Optional extra: the message this one replies to. */
  replyToId?: string;
}

export interface ChannelHandlers {
  message(message: ChatMessage): void;
  typing(userId: string, username: string): void;
  stopTyping(userId: string): void;
}

/**
 * One message thread (a friend conversation or a room) as the shared chat machinery sees it:
 * its history, how to join it, send into it and signal typing, and its live events.
 */
export interface ThreadChannel {
  /** Changes when the thread changes, so hooks restart. */
  key: string;
  /** One page of history (page 1 is the newest); the signal cancels the request. */
  fetchPage(page: number, signal?: AbortSignal): Promise<MessagePage>;
  join(socket: AppSocket, ack: (result: Ack) => void): void;
  /** Leaves the live channel when the page goes away (rooms only). */
  leave?(socket: AppSocket): void;
  send(socket: AppSocket, draft: MessageDraft, ack: (result: SendAck) => void): void;
  typing(socket: AppSocket, active: boolean): void;
  /** Subscribes to this thread's live events; returns the unsubscribe. */
  listen(socket: AppSocket, handlers: ChannelHandlers): () => void;
}

export type { ConversationInfo };

/** Opens (or finds) the conversation with a friend; 403 when not friends. */
export function openConversation(
  friendId: string,
  signal?: AbortSignal,
): Promise<ConversationInfo> {
  return api.post('/api/chat/conversation/:friendId', { params: { friendId }, signal });
}

export function fetchConversations(signal?: AbortSignal): Promise<ConversationView[]> {
  return api.get('/api/chat/conversations', { signal });
}

/** Marks a conversation read on every tab and device of the person (over HTTP, no socket). */
export function markConversationRead(conversationId: string): Promise<unknown> {
  return api.put('/api/chat/conversations/:conversationId/read', { params: { conversationId } });
}

/** One page of history; page 1 is the newest, messages ascending within the page. */
export function fetchConversationMessages(
  conversationId: string,
  page: number,
  signal?: AbortSignal,
): Promise<MessagePage> {
  return api.get('/api/chat/messages/:conversationId', {
    params: { conversationId },
    query: { page, limit: PAGE_SIZE_MESSAGES },
    signal,
  });
}

/** Uploads a photo or video for a chat message (multipart field chatMedia). */
export async function uploadChatMedia(file: File): Promise<string> {
  const form = new FormData();
  form.append('chatMedia', file);
  const { fileUrl } = await api.post('/api/chat/upload-media', { body: form });
  return fileUrl;
}

/** The live side of one friend conversation, for useMessageThread. */
export function conversationChannel(conversationId: string): ThreadChannel {
  return {
    key: `conversation:${conversationId}`,
    fetchPage: (page, signal) => fetchConversationMessages(conversationId, page, signal),
    join: (socket, ack) => socket.emit('joinConversation', conversationId, ack),
    send: (socket, draft, ack) => socket.emit('sendMessage', { ...draft, conversationId }, ack),
    typing: (socket, active) => socket.emit(active ? 'typing' : 'stopTyping', conversationId),
    listen(socket, handlers) {
      const onMessage = (message: ChatMessage) => {
        if (message.conversationId === conversationId) handlers.message(message);
      };
      const onTyping = (event: { userId: string; username: string; conversationId: string }) => {
        if (event.conversationId === conversationId) handlers.typing(event.userId, event.username);
      };
      // stopTyping(userId): only the friend of this conversation sends it here, so the id is
      // enough (clearing a user who is not typing in this thread does nothing).
      const onStop = (userId: string) => handlers.stopTyping(userId);
      socket.on('receiveMessage', onMessage);
      socket.on('typing', onTyping);
      socket.on('stopTyping', onStop);
      return () => {
        socket.off('receiveMessage', onMessage);
        socket.off('typing', onTyping);
        socket.off('stopTyping', onStop);
      };
    },
  };
}
