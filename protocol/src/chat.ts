/** Chat: payload schemas and socket events (see socket.ts, which merges every feature's events). */
import { z } from 'zod';
import type { MessageType } from './entities';
import type { Ack } from './socket';
import { userText } from './text';
import type { chatMessageSchema, uploadMediaResponseSchema } from './wire/chat';

export const MESSAGE_TYPES = ['text', 'image', 'video', 'emoji'] as const satisfies MessageType[];
export const MESSAGE_MAX_LENGTH = 2000;
export const CLIENT_ID_MAX_LENGTH = 64;
export const MESSAGE_NOT_FOUND = 'Message not found.';

/** A message as the server stores and sends it: the spec's fields plus where it belongs. */
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** A message's own fields, as sent for friend and room chat. */
const draftFields = {
  content: userText({ multiline: true, error: 'Message cannot be empty.' }),
  type: z.enum(MESSAGE_TYPES, { message: 'Unknown message type.' }),
  /** Optional extra: without it the server makes one, so a resend is a new message. */
  clientId: z
    .string({ message: 'Invalid client id.' })
    .regex(new RegExp(`^[A-Za-z0-9_-]{1,${CLIENT_ID_MAX_LENGTH}}$`), 'Invalid client id.')
    .optional(),
  /** Optional extra: the message this one replies to, in the same conversation or room. */
  replyToId: payloadIdSchema(MESSAGE_NOT_FOUND).optional(),
};

/** Text and emoji are trimmed and may be neither blank nor longer than MESSAGE_MAX_LENGTH. */
/** A draft schema with the fields naming its place first. */
export function checkedDraft<Place extends z.ZodRawShape>(place: Place) {
  return z
    .object({ ...place, ...draftFields })
    .transform((draft) => {
      // Generic over the place's fields, the draft's own fields are known to be there.
      const own = draft as typeof draft & { content: string };
      return { ...own, content: own.content.trim() };
    })
    .superRefine((draft, issues) => {
      if (draft.content === '')
        issues.addIssue({ code: 'custom', message: 'Message cannot be empty.' });
      else if (draft.content.length > MESSAGE_MAX_LENGTH)
        issues.addIssue({ code: 'custom', message: 'Message is too long.' });
    });
}

/**
 * An id named in a socket payload (lower-cased); a malformed one names nothing, so it is refused
 * with the same sentence as an unknown one (e.g. 'Conversation not found.').
 */
export function payloadIdSchema(notFound: string) {
  return z
    .string({ message: notFound })
    .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, notFound)
    .transform((id) => id.toLowerCase());
}

export const CONVERSATION_NOT_FOUND = 'Conversation not found.';

/** joinConversation, typing and stopTyping carry the conversation id bare. */
export const conversationIdPayload = payloadIdSchema(CONVERSATION_NOT_FOUND);

/**
 * What a client sends for one message (friend or room chat). Text and emoji are trimmed and may
 * not be blank; image and video carry the path POST /api/chat/upload-media answered.
 */
export const messageDraftSchema = checkedDraft({});
export type MessageDraft = z.infer<typeof messageDraftSchema>;

/** sendMessage's payload: `{ conversationId, content, type }` plus the optional `clientId`. */
export type SendMessagePayload = { conversationId: string } & z.input<typeof messageDraftSchema>;

/** sendMessage's payload schema: the conversation first (an unknown one is refused before the text). */
export const sendMessagePayload = checkedDraft({ conversationId: conversationIdPayload });

/** GET /api/chat/messages/:conversationId and GET /api/rooms/:id/messages (20 a page). */
export const messagePageQuery = z.object({
  page: z.coerce.number().int().min(1, 'page starts at 1.').max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type MessagePageQuery = z.infer<typeof messagePageQuery>;

/** POST /api/chat/upload-media answers 201 with this. */
export type UploadMediaResponse = z.infer<typeof uploadMediaResponseSchema>;

export interface ChatServerEvents {
  /** A new message of a conversation (sent to its room and to both participants' sockets). */
  receiveMessage: (message: ChatMessage) => void;
  /** typing(userId, username) as the base contract has it; conversationId is an extra. */
  typing: (payload: { userId: string; username: string; conversationId: string }) => void;
  /** stopTyping(userId): the user id, bare. */
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
