/**
 * Unread counts and read markers (an optional extra on the base payloads: a client written from the
 * spec alone ignores these fields and events).
 */
import type { z } from 'zod';
import type { conversationViewSchema } from './wire/chat';
import type { Ack } from './socket';
import type { SeenRoomsClientEvents, SeenRoomsServerEvents } from './seenRooms';

/** Counts above this are shown as "99+"; the server stops counting past it. */
export const UNREAD_COUNT_MAX = 100;

/** GET /api/chat/conversations rows: the spec's Conversation plus unread extras. */
export type ConversationView = z.infer<typeof conversationViewSchema>;

export interface UnreadServerEvents extends SeenRoomsServerEvents {
  /** You (on any tab or device) read this conversation: its unread count is now 0. */
  conversationRead: (payload: { conversationId: string }) => void;
  /** You (on any tab or device) read this room: its unread count is now 0. */
  roomRead: (payload: { roomId: string }) => void;
}

export interface UnreadClientEvents extends SeenRoomsClientEvents {
  /** Marks a conversation you take part in as read up to its newest message. */
  markConversationRead: (conversationId: string, ack?: (result: Ack) => void) => void;
  /** Marks a room you belong to as read up to its newest message. */
  markRoomRead: (roomId: string, ack?: (result: Ack) => void) => void;
}
