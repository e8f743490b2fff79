/**
 * Reactions, replies, edit and delete of friend-chat and room messages: optional extras on the
 * spec's message and new events beside the spec's. A client written from the spec alone sees
 * plain messages (a deleted one reads 'Message deleted').
 */
import { z } from 'zod';
import type { UserSummary } from './entities';
import type { messageExtrasShape, messageReactionSchema, replyExcerptSchema } from './wire/chat';
import type { Ack } from './socket';
import type { ChatMessage } from './chat';
import { MESSAGE_NOT_FOUND, payloadIdSchema } from './chat';
import { userText } from './text';

/** What a deleted message reads, to everyone, in its bubble, in replies and in previews. */
export const MESSAGE_DELETED = 'Message deleted';
/** One's own message can be edited this long after it was sent. */
export const MESSAGE_EDIT_WINDOW_MS = 15 * 60_000;
export const EDIT_TOO_LATE = 'Messages can only be edited within 15 minutes of sending.';
/** A reply's excerpt of the original holds at most this many characters. */
export const REPLY_EXCERPT_LENGTH = 120;
/** Distinct emojis one message can carry (each counted once however many people chose it). */
export const REACTIONS_PER_MESSAGE_MAX = 30;
/** Reactors listed per emoji (the count covers everyone). */
export const REACTORS_LISTED_MAX = 20;

/** One emoji on a message: how many chose it and (the first few of) who. */
export type MessageReaction = z.infer<typeof messageReactionSchema>;

/** The quoted original of a reply. */
export type ReplyExcerpt = z.infer<typeof replyExcerptSchema>;

/** The optional extras a stored message may carry. */
export type MessageExtras = z.infer<z.ZodObject<typeof messageExtrasShape>>;

const EMOJI_ONLY =
  /^(?:\p{Extended_Pictographic}|\p{Emoji_Component}|\p{Emoji_Modifier}|\p{Regional_Indicator}|\u200d|\ufe0f|\u20e3)+$/u;

/** One emoji (a single grapheme of emoji code points, at most 32 UTF-16 units). */
export const reactionEmojiSchema = z
  .string({ message: 'Choose an emoji.' })
  .min(1, 'Choose an emoji.')
  .max(32, 'Choose one emoji.')
  .refine(
    (emoji) =>
      EMOJI_ONLY.test(emoji) && /\p{Extended_Pictographic}|\p{Regional_Indicator}/u.test(emoji),
    'Choose one emoji.',
  )
  .refine((emoji) => graphemes(emoji) === 1, 'Choose one emoji.');

function graphemes(text: string): number {
  if (typeof Intl === 'undefined' || !('Segmenter' in Intl)) return [...text].length > 8 ? 2 : 1;
  return [...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text)].length;
}

const messageIdSchema = payloadIdSchema(MESSAGE_NOT_FOUND);

/** reactToMessage: sets (reacted: true) or clears one's emoji on a message. */
export const reactToMessagePayload = z.object({
  messageId: messageIdSchema,
  emoji: reactionEmojiSchema,
  reacted: z.boolean({ message: 'reacted must be true or false.' }),
});
export type ReactToMessagePayload = z.input<typeof reactToMessagePayload>;

/** editMessage: new text for one's own text or emoji message. */
export const editMessagePayload = z
  .object({
    messageId: messageIdSchema,
    content: userText({ multiline: true, error: 'Message cannot be empty.' }),
  })
  .transform((edit) => ({ ...edit, content: edit.content.trim() }))
  .superRefine((edit, issues) => {
    if (edit.content === '')
      issues.addIssue({ code: 'custom', message: 'Message cannot be empty.' });
    else if (edit.content.length > 2000)
      issues.addIssue({ code: 'custom', message: 'Message is too long.' });
  });
export type EditMessagePayload = z.input<typeof editMessagePayload>;

export const deleteMessagePayload = z.object({ messageId: messageIdSchema });
export type DeleteMessagePayload = z.input<typeof deleteMessagePayload>;

/** A reaction added or removed, to everyone in the conversation or room. */
export interface MessageReactionEvent {
  messageId: string;
  conversationId?: string;
  roomId?: string;
  emoji: string;
  user: Pick<UserSummary, '_id' | 'username'>;
  reacted: boolean;
}

export interface MessageActionServerEvents {
  /** A message was edited or deleted: the message as it now is (reactions not included). */
  messageUpdated: (message: ChatMessage) => void;
  messageReaction: (event: MessageReactionEvent) => void;
}

export interface MessageActionClientEvents {
  reactToMessage: (
    payload: ReactToMessagePayload,
    ack?: (result: Ack<{ message: ChatMessage; changed: boolean }>) => void,
  ) => void;
  editMessage: (
    payload: EditMessagePayload,
    ack?: (result: Ack<{ message: ChatMessage }>) => void,
  ) => void;
  deleteMessage: (
    payload: DeleteMessagePayload,
    ack?: (result: Ack<{ message: ChatMessage }>) => void,
  ) => void;
}
