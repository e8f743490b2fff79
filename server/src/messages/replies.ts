import { MESSAGE_NOT_FOUND, type ChatMessage, type ReplyExcerpt } from '@serendip/protocol';
import type { AppContext } from '../platform/context';
import { notFound } from '../platform/errors';
import { findMessage } from './actionQueries';
import { replyExcerpt } from './enrich';
import type { MessagePlace } from './queries';

/**
 * The original a new message replies to: it must be in the same conversation or room (else 404,
 * as an unknown id). One lookup, and only for a reply: a plain message costs nothing here.
 */
export async function quotedOriginal(
  ctx: Pick<AppContext, 'db'>,
  place: MessagePlace,
  replyToId: string,
): Promise<ReplyExcerpt> {
  const original = await findMessage(ctx.db, replyToId);
  const samePlace =
    original &&
    ('conversationId' in place
      ? original.message.conversationId === place.conversationId
      : original.message.roomId === place.roomId);
  if (!samePlace) throw notFound(MESSAGE_NOT_FOUND);
  return replyExcerpt(replyToId, original);
}

/** The stored message as delivered: with its quote when it is a reply. */
export function withQuote(message: ChatMessage, quote: ReplyExcerpt | undefined): ChatMessage {
  return quote ? { ...message, replyTo: quote } : message;
}
