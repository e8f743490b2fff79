import { z } from 'zod';
import { messagePageQuery } from '../chat';
import { httpRoute, messageResponse } from '../httpRoute';
import { createRoomSchema, roomListQuery } from '../rooms';
import {
  conversationInfoSchema,
  conversationViewSchema,
  messagePageSchema,
  uploadMediaResponseSchema,
} from '../wire/chat';
import { roomViewSchema } from '../wire/rooms';
import { friendEntrySchema } from '../wire/users';

/** Friend chat: conversations, history, media, read markers. */
export const chatRoutes = {
  open: httpRoute({
    method: 'POST',
    path: '/api/chat/conversation/:friendId',
    result: conversationInfoSchema,
  }),
  conversations: httpRoute({
    method: 'GET',
    path: '/api/chat/conversations',
    result: z.array(conversationViewSchema),
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
    result: messagePageSchema,
  }),
  uploadMedia: httpRoute({
    method: 'POST',
    path: '/api/chat/upload-media',
    upload: true,
    result: uploadMediaResponseSchema,
    rateLimit: { max: 60, windowMs: 10 * 60_000 },
  }),
};

/** Chat rooms: list, create, one room, its history, members, leaving, read marker. */
export const roomRoutes = {
  list: httpRoute({
    method: 'GET',
    path: '/api/rooms',
    query: roomListQuery,
    result: z.array(roomViewSchema),
  }),
  create: httpRoute({
    method: 'POST',
    path: '/api/rooms',
    body: createRoomSchema,
    result: roomViewSchema,
    rateLimit: { max: 10, windowMs: 60 * 60_000 },
  }),
  get: httpRoute({ method: 'GET', path: '/api/rooms/:id', result: roomViewSchema }),
  history: httpRoute({
    method: 'GET',
    path: '/api/rooms/:id/messages',
    query: messagePageQuery,
    result: messagePageSchema,
  }),
  members: httpRoute({
    method: 'GET',
    path: '/api/rooms/:id/members',
    result: z.array(friendEntrySchema),
  }),
  leave: httpRoute({ method: 'POST', path: '/api/rooms/:id/leave', result: messageResponse }),
  read: httpRoute({ method: 'PUT', path: '/api/rooms/:id/read', result: messageResponse }),
};
