/** Result schemas of friend and room chat: messages, history pages, conversations. */
import { z } from 'zod';
import { userSummarySchema } from './users';

export const messageTypeSchema = z.enum(['text', 'image', 'video', 'emoji']);

/** A user named beside a reaction or a quoted reply. */
const namedUserSchema = userSummarySchema.pick({ _id: true, username: true });

/** One emoji on a message: how many chose it and (the first few of) who. */
export const messageReactionSchema = z.object({
  emoji: z.string(),
  count: z.number(),
  users: z.array(namedUserSchema),
});

/** The quoted original of a reply. */
export const replyExcerptSchema = z.object({
  _id: z.string(),
  /** Absent when the original is gone. */
  sender: namedUserSchema.optional(),
  type: messageTypeSchema,
  /** The start of its text (a media message: its type); 'Message deleted' once deleted. */
  excerpt: z.string(),
  deleted: z.boolean().optional(),
});

/** The optional extras a stored message may carry. */
export const messageExtrasShape = {
  replyTo: replyExcerptSchema.optional(),
  /** When its sender last edited it. */
  editedAt: z.string().optional(),
  /** Deleted by its sender: content reads 'Message deleted', type 'text'. */
  deleted: z.boolean().optional(),
  /** Present on history pages (absent: none yet); live changes come as messageReaction. */
  reactions: z.array(messageReactionSchema).optional(),
};

/** A message as the spec has it (chat and room). */
export const messageSchema = z.object({
  _id: z.string(),
  sender: userSummarySchema,
  content: z.string(),
  type: messageTypeSchema,
  createdAt: z.string(),
});

/** A message as the server stores and sends it: the spec's fields plus where it belongs. */
export const chatMessageSchema = messageSchema.extend({
  ...messageExtrasShape,
  /** The sender's own id for this message; a resend with the same one returns the same message. */
  clientId: z.string(),
  conversationId: z.string().optional(),
  roomId: z.string().optional(),
});

/** A page of history, newest page first (GET …/messages?page=&limit=). */
export const messagePageSchema = z.object({
  messages: z.array(chatMessageSchema),
  totalPages: z.number(),
  currentPage: z.number(),
});

export const conversationSchema = z.object({
  _id: z.string(),
  participants: z.array(userSummarySchema),
  lastMessage: z
    .object({ sender: z.string(), type: messageTypeSchema, content: z.string() })
    .optional(),
});

/** GET /api/chat/conversations rows: the spec's Conversation plus unread extras. */
export const conversationViewSchema = conversationSchema.extend({
  /** Messages from the other person after your read marker (at most UNREAD_COUNT_MAX). */
  unreadCount: z.number().optional(),
  /** When the last message was sent (ISO); absent without messages. */
  lastMessageAt: z.string().optional(),
});

/** A conversation as POST /api/chat/conversation/{friendId} answers it. */
export const conversationInfoSchema = conversationSchema.pick({ _id: true, participants: true });

/** POST /api/chat/upload-media answers 201 with this. */
export const uploadMediaResponseSchema = z.object({ fileUrl: z.string() });
