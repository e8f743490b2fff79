import type { MessagePage } from '../entities';
import type { UploadMediaResponse } from '../chat';
import { messagePageQuery } from '../chat';
import { httpRoute, messageResponse, wireType } from '../httpRoute';
import type { ConversationInfo } from '../results';
import { createRoomSchema, roomListQuery, type RoomView } from '../rooms';
import type { FriendEntry } from '../people';
import type { ConversationView } from '../unread';

const messagePage = wireType<MessagePage>('MessagePage: { messages, totalPages, currentPage }');
const roomView = wireType<RoomView>('RoomView');

/** Friend chat: conversations, history, media, read markers. */
export const chatRoutes = {
  open: httpRoute({
    method: 'POST',
    path: '/api/chat/conversation/:friendId',
    result: wireType<ConversationInfo>('ConversationInfo: { _id, participants }'),
  }),
  conversations: httpRoute({
    method: 'GET',
    path: '/api/chat/conversations',
    result: wireType<ConversationView[]>('ConversationView[]'),
  }),
  readConversation: httpRoute({
    method: 'PUT',
    path: '/api/chat/conversations/:conversationId/read',
    result: messageResponse,
  }),
  history: httpRoute({
    method: 'GET',
    path: '/api/chat/messages/:conversationId',
    query: messagePageQuery,
    result: messagePage,
  }),
  uploadMedia: httpRoute({
    method: 'POST',
    path: '/api/chat/upload-media',
    upload: true,
    result: wireType<UploadMediaResponse>('UploadMediaResponse: { fileUrl }'),
    rateLimit: { max: 60, windowMs: 10 * 60_000 },
  }),
};

/** Chat rooms: list, create, one room, its history, members, leaving, read marker. */
export const roomRoutes = {
  list: httpRoute({
    method: 'GET',
    path: '/api/rooms',
    query: roomListQuery,
    result: wireType<RoomView[]>('RoomView[]'),
  }),
  create: httpRoute({
    method: 'POST',
    path: '/api/rooms',
    body: createRoomSchema,
    result: roomView,
    rateLimit: { max: 10, windowMs: 60 * 60_000 },
  }),
  get: httpRoute({ method: 'GET', path: '/api/rooms/:id', result: roomView }),
  history: httpRoute({
    method: 'GET',
    path: '/api/rooms/:id/messages',
    query: messagePageQuery,
    result: messagePage,
  }),
  members: httpRoute({
    method: 'GET',
    path: '/api/rooms/:id/members',
    result: wireType<FriendEntry[]>('FriendEntry[]'),
  }),
  leave: httpRoute({ method: 'POST', path: '/api/rooms/:id/leave', result: messageResponse }),
  read: httpRoute({ method: 'PUT', path: '/api/rooms/:id/read', result: messageResponse }),
};
