/** Chat: payload schemas and socket events (see socket.ts, which merges every feature's events). */
import { z } from 'zod';
import type { Message, MessageType } from './entities';
import type { Ack } from './socket';
import { userText } from './text';

export const MESSAGE_TYPES = ['text', 'image', 'video', 'emoji'] as const satisfies MessageType[];
export const MESSAGE_MAX_LENGTH = 2000;
export const CLIENT_ID_MAX_LENGTH = 64;

/** A message as the server stores and sends it: the spec's fields plus where it belongs. */
export interface ChatMessage extends Message {
  /** The sender's own id for this message; a resend with the same one returns the same message. */
  clientId: string;
  conversationId?: string;
  roomId?: string;
}

/**
 * What a client sends for one message (friend or room chat). Text and emoji are trimmed and may
 * not be blank; image and video carry the path POST /api/chat/upload-media answered.
 */
export const messageDraftSchema = z
  .object({
    content: userText({ multiline: true, error: 'Message cannot be empty.' }),
    type: z.enum(MESSAGE_TYPES, { message: 'Unknown message type.' }),
    /** Optional extra (SPEC §7 sends none): without it the server makes one, so a resend is new. */
    clientId: z
      .string({ message: 'Invalid client id.' })
      .regex(/^[A-Za-z0-9_-]{1,64}$/, 'Invalid client id.')
      .optional(),
  })
  .transform((draft) => ({ ...draft, content: draft.content.trim() }))
  .superRefine((draft, issues) => {
    if (draft.content === '')
      issues.addIssue({ code: 'custom', message: 'Message cannot be empty.' });
    else if (draft.content.length > MESSAGE_MAX_LENGTH)
      issues.addIssue({ code: 'custom', message: 'Message is too long.' });
  });
export type MessageDraft = z.infer<typeof messageDraftSchema>;

/** sendMessage's payload: `{ conversationId, content, type }` plus the optional `clientId`. */
export type SendMessagePayload = { conversationId: string } & z.input<typeof messageDraftSchema>;

/** GET /api/chat/messages/:conversationId and GET /api/rooms/:id/messages (SPEC §9: 20). */
export const messagePageQuery = z.object({
  page: z.coerce.number().int().min(1, 'page starts at 1.').max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type MessagePageQuery = z.infer<typeof messagePageQuery>;

/** POST /api/chat/upload-media answers 201 with this. */
export interface UploadMediaResponse {
  fileUrl: string;
}

export interface ChatServerEvents {
  /** A new message of a conversation (sent to its room and to both participants' sockets). */
  receiveMessage: (message: ChatMessage) => void;
  /** SPEC typing(userId, username); conversationId is an extra. */
  typing: (payload: { userId: string; username: string; conversationId: string }) => void;
  /** SPEC stopTyping(userId): the user id, bare. */
  stopTyping: (userId: string) => void;
}

export interface ChatClientEvents {
  /** Joins the live room of a conversation you take part in. */
  joinConversation: (conversationId: string, ack?: (result: Ack) => void) => void;
  /** Stores then delivers; the ack carries the stored message (the same one on a resend). */
  sendMessage: (
    payload: SendMessagePayload,
    ack?: (result: Ack<{ message: ChatMessage }>) => void,
  ) => void;
  typing: (conversationId: string) => void;
  stopTyping: (conversationId: string) => void;
}
