import {
  EDIT_TOO_LATE,
  MESSAGE_EDIT_WINDOW_MS,
  MESSAGE_NOT_FOUND,
  REACTIONS_PER_MESSAGE_MAX,
  type ChatMessage,
  type MessageReactionEvent,
} from '@serendip/protocol';
import type { AppContext } from '../platform/context';
import { forbidden, invalid, notFound } from '../platform/errors';
import {
  addReaction,
  findMessage,
  markDeleted,
  reactionsOf,
  removeReaction,
  updateOwnText,
} from './actionQueries';
import { groupReactions } from './enrich';
import { presentMessage, type MessageRow } from './presenter';
import type { MessagePlace, MessageWithSender } from './queries';
import { quotedOriginal } from './replies';

type Ctx = Pick<AppContext, 'db'>;

/** Authorizes `userId` on a message's conversation or room; the channels that hear of changes. */
export type ActionAudience = (userId: string, place: MessagePlace) => Promise<string[]>;

export const placeOf = (message: MessageRow): MessagePlace =>
  message.roomId ? { roomId: message.roomId } : { conversationId: message.conversationId! };

/** The message a person may act on: it exists, and they may take part where it is. */
export async function messageFor(
  ctx: Ctx,
  audienceOf: (message: MessageRow) => ActionAudience,
  userId: string,
  messageId: string,
): Promise<{ found: MessageWithSender; place: MessagePlace; channels: string[] }> {
  const found = await findMessage(ctx.db, messageId);
  if (!found) throw notFound(MESSAGE_NOT_FOUND);
  const place = placeOf(found.message);
  const channels = await audienceOf(found.message)(userId, place);
  return { found, place, channels };
}

/** The message as it now is, with its quote and reactions (for acks and live updates). */
export async function presentCurrent(
  ctx: Ctx,
  row: MessageRow,
  sender: MessageWithSender['sender'],
): Promise<ChatMessage> {
  const place = placeOf(row);
  const [quote, reactions] = await Promise.all([
    row.replyToId ? quotedOriginal(ctx, place, row.replyToId).catch(() => undefined) : undefined,
    reactionsOf(ctx.db, [row.id]),
  ]);
  return presentMessage(row, sender, {
    ...(quote ? { replyTo: quote } : {}),
    reactions: groupReactions(reactions),
  });
}

/** Sets or clears one's emoji on a message; the event to publish when something changed. */
export async function setReaction(
  ctx: Ctx,
  target: MessageWithSender,
  user: { _id: string; username: string },
  emoji: string,
  reacted: boolean,
): Promise<MessageReactionEvent | null> {
  const { message } = target;
  if (message.deletedAt) throw invalid('This message was deleted.');
  const reaction = { messageId: message.id, userId: user._id, emoji };
  let changed: boolean;
  if (reacted) {
    const outcome = await addReaction(ctx.db, reaction, REACTIONS_PER_MESSAGE_MAX);
    if (outcome === 'full') throw invalid('This message has too many different reactions.');
    changed = outcome === 'added';
  } else changed = await removeReaction(ctx.db, reaction);
  if (!changed) return null;
  return {
    messageId: message.id,
    ...placeOf(message),
    emoji,
    user,
    reacted,
  };
}

const EMOJI_TEXT =
  /^(?:\p{Extended_Pictographic}|\p{Emoji_Modifier}|\p{Regional_Indicator}|\u200d|\ufe0f|\s)+$/u;

/** Refuses an edit of someone else's, a deleted or a media message. */
export function assertEditable(message: MessageRow, userId: string): void {
  if (message.senderId !== userId) throw forbidden('You can only edit your own messages.');
  if (message.deletedAt) throw invalid('This message was deleted.');
  if (message.type !== 'text' && message.type !== 'emoji')
    throw invalid('Only text messages can be edited.');
}

/** New text for one's own text or emoji message, within 15 minutes of sending. */
export async function editOwnMessage(
  ctx: Ctx,
  target: MessageWithSender,
  userId: string,
  content: string,
): Promise<MessageRow> {
  const { message } = target;
  assertEditable(message, userId);
  const type = [...content].length <= 12 && EMOJI_TEXT.test(content) ? 'emoji' : 'text';
  const row = await updateOwnText(
    ctx.db,
    { id: message.id, senderId: userId, content, type },
    MESSAGE_EDIT_WINDOW_MS,
  );
  if (row) return row;
  // Refused by the database's clock (or deleted meanwhile).
  const now = await findMessage(ctx.db, message.id);
  if (now?.message.deletedAt) throw invalid('This message was deleted.');
  throw forbidden(EDIT_TOO_LATE);
}

/** Deletes one's own message (at any time); deleting it again changes nothing. */
export async function deleteOwnMessage(
  ctx: Ctx,
  target: MessageWithSender,
  userId: string,
): Promise<{ row: MessageRow; changed: boolean }> {
  const { message } = target;
  if (message.senderId !== userId) throw forbidden('You can only delete your own messages.');
  if (message.deletedAt) return { row: message, changed: false };
  const row = await markDeleted(ctx.db, message.id, userId);
  return row ? { row, changed: true } : { row: message, changed: false };
}
