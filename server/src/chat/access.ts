import { CONVERSATION_NOT_FOUND } from '@serendip/protocol';
import type { AppContext } from '../platform/context';
import { accessCache, pairTag } from '../platform/accessCache';
import { forbidden, notFound } from '../platform/errors';
import type { ReadPlaces } from '../unread/context';
import { isParticipant, mayChat, otherParticipant } from './policies';
import { findConversation } from './queries';

export const FRIENDS_ONLY = 'You can only chat with friends.';

/**
 * The other participant of a conversation `userId` takes part in; 404 otherwise. Served from
 * the process's cache: a conversation's participants never change.
 */
export async function partnerIn(
  ctx: Pick<AppContext, 'db' | 'io'>,
  userId: string,
  conversationId: string,
): Promise<string> {
  const conversation = await accessCache(ctx.io).get(
    `conversation:${conversationId}`,
    [],
    () => findConversation(ctx.db, conversationId),
    (row) => row !== undefined,
  );
  if (!conversation || !isParticipant(conversation, userId)) throw notFound(CONVERSATION_NOT_FOUND);
  return otherParticipant(conversation, userId);
}

/**
 * 403 unless the two are friends and neither blocked the other. Cached until a write on the
 * pair (befriend, unfriend, block, unblock) calls accessChanged with its pairTag.
 */
export async function requireMayChat(
  ctx: Pick<AppContext, 'db' | 'io'>,
  userId: string,
  otherId: string,
): Promise<void> {
  const allowed = await accessCache(ctx.io).get(
    `mayChat:${pairTag(userId, otherId)}`,
    [pairTag(userId, otherId)],
    () => mayChat(ctx.db, userId, otherId),
  );
  if (!allowed) throw forbidden(FRIENDS_ONLY);
}

/** What unread/ asks of chat (unread/context.ts): who is in a conversation, who may chat. */
export function conversationReadPlaces(
  ctx: Pick<AppContext, 'db' | 'io'>,
): Pick<ReadPlaces, 'partnerIn' | 'requireMayChat'> {
  return {
    partnerIn: (userId, conversationId) => partnerIn(ctx, userId, conversationId),
    requireMayChat: (userId, otherId) => requireMayChat(ctx, userId, otherId),
  };
}
