import {
  CONVERSATION_NOT_FOUND,
  MESSAGE_DELETED,
  type Conversation,
  type ConversationView,
  type MessagePage,
} from '@serendip/protocol';
import type { AppContext } from '../platform/context';
import { forbidden, notFound } from '../platform/errors';
import { newId } from '../platform/ids';
import { presentSummary } from '../users/presenter';
import { listMessages } from '../messages/service';
import { blockedEitherWay } from '../people/policies';
import { unreadCounts } from '../unread/queries';
import { FRIENDS_ONLY } from './access';
import { isParticipant, mayChat, otherParticipant } from './policies';
import {
  conversationRows,
  findConversation,
  getOrCreateConversation,
  lastMessages,
  userSummaries,
  type ConversationRow,
} from './queries';

export { CONVERSATION_NOT_FOUND };

/** The socket.io room of a conversation's open chat windows. */
export const conversationRoom = (conversationId: string) => `conversation:${conversationId}`;

/** The conversation when `userId` takes part in it; 404 otherwise (unknown or someone else's). */
export async function conversationOf(
  ctx: Pick<AppContext, 'db'>,
  userId: string,
  conversationId: string,
): Promise<ConversationRow> {
  const conversation = await findConversation(ctx.db, conversationId);
  if (!conversation || !isParticipant(conversation, userId)) throw notFound(CONVERSATION_NOT_FOUND);
  return conversation;
}

/** Opens (gets or creates) the conversation with a friend. */
export async function openConversation(
  ctx: Pick<AppContext, 'db'>,
  userId: string,
  friendId: string,
): Promise<Conversation> {
  if (!(await mayChat(ctx.db, userId, friendId))) throw forbidden(FRIENDS_ONLY);
  const row = await getOrCreateConversation(ctx.db, newId(), userId, friendId);
  const people = await userSummaries(ctx.db, [row.userA, row.userB]);
  const byId = new Map(people.map((person) => [person.id, presentSummary(person)]));
  return { _id: row.id, participants: [byId.get(row.userA)!, byId.get(row.userB)!] };
}

/**
 * `userId`'s conversations, newest activity first, with the last message when there is one, plus
 * the extras `unreadCount` and `lastMessageAt`.
 */
export async function listConversations(
  ctx: Pick<AppContext, 'db'>,
  userId: string,
): Promise<ConversationView[]> {
  const rows = await conversationRows(ctx.db, userId);
  const ids = rows.map((row) => row.id);
  // Both from one snapshot: read apart, a message committed between the two reads was in the
  // count but not in lastMessageAt (a third of the lists fetched during a burst, on PostgreSQL),
  // and a client laying live messages over the list by that time counted it twice.
  const [last, unread] =
    ids.length === 0
      ? [[], new Map<string, number>()]
      : await ctx.db.transaction(
          async (tx) =>
            [
              await lastMessages(tx, ids),
              await unreadCounts(tx, userId, { kind: 'conversation', ids }),
            ] as const,
          { isolationLevel: 'repeatable read', accessMode: 'read only' },
        );
  const lastById = new Map(last.map((message) => [message.conversationId, message]));
  return rows.map((row) => {
    const message = lastById.get(row.id);
    return {
      _id: row.id,
      participants: [presentSummary(row.userA), presentSummary(row.userB)],
      ...(message
        ? {
            // A deleted last message previews as it shows in the chat.
            lastMessage: message.deletedAt
              ? { sender: message.senderId, type: 'text', content: MESSAGE_DELETED }
              : { sender: message.senderId, type: message.type, content: message.content },
            lastMessageAt: message.createdAt.toISOString(),
          }
        : {}),
      unreadCount: unread.get(row.id) ?? 0,
    };
  });
}

/** History of a conversation `userId` takes part in (a block hides it, as in the list). */
export async function conversationHistory(
  ctx: Pick<AppContext, 'db'>,
  userId: string,
  conversationId: string,
  page: number,
  limit: number,
): Promise<MessagePage> {
  const conversation = await conversationOf(ctx, userId, conversationId);
  if (await blockedEitherWay(ctx.db, userId, otherParticipant(conversation, userId)))
    throw notFound(CONVERSATION_NOT_FOUND);
  return listMessages(ctx, { conversationId }, page, limit);
}
