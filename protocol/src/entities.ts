/**
 * Entity shapes as they travel over the wire (docs/protocol.md). Every id is a string `_id`. Each
 * type is inferred from its result schema in wire/, so the two cannot drift apart.
 */
import type { z } from 'zod';
import type {
  conversationSchema,
  messagePageSchema,
  messageSchema,
  messageTypeSchema,
} from './wire/chat';
import type { notificationSchema, notificationTargetSchema } from './wire/notifications';
import type { commentSchema, feedPageSchema, photoSchema } from './wire/posts';
import type { roomSchema } from './wire/rooms';
import type { publicUserSchema, selfUserSchema, userSummarySchema } from './wire/users';

/** What anyone may see of a user. */
export type PublicUser = z.infer<typeof publicUserSchema>;

/** The signed-in user's own record (GET /api/users/profile). Never carries the password. */
export type SelfUser = z.infer<typeof selfUserSchema>;

/** A user as shown in lists: friends, recommendations, revealed anonymous partner. */
export type UserSummary = z.infer<typeof userSummarySchema>;

export type Photo = z.infer<typeof photoSchema>;

export type Comment = z.infer<typeof commentSchema>;

export type FeedPage = z.infer<typeof feedPageSchema>;

export type MessageType = z.infer<typeof messageTypeSchema>;

export type Message = z.infer<typeof messageSchema>;

/** A page of history: the stored messages with their extras (ChatMessage). */
export type MessagePage = z.infer<typeof messagePageSchema>;

export type Conversation = z.infer<typeof conversationSchema>;

export type Room = z.infer<typeof roomSchema>;

export type Notification = z.infer<typeof notificationSchema>;

/** What a notification leads to (see notificationTargetSchema for the kinds). */
export type NotificationTarget = z.infer<typeof notificationTargetSchema>;

export interface MessageResponse {
  message: string;
}

/** Body of every error answer (4xx/5xx). */
export interface ErrorBody {
  message: string;
}
