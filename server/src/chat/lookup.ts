import { and, desc, eq, inArray, ne, or } from 'drizzle-orm';
import { conversations, messages, users } from '../platform/db/schema';
import type { ReportableContent } from '../platform/contentLookup';
import { messageRow } from '../messages/removal';
import { threadAround } from '../messages/thread';
import { findConversation } from './queries';

/**
 * Friend chat messages as moderation reads them: one with the messages around it for a report
 * by one of the conversation's two people, an author's newest (of `among`) with the other
 * participant's name for the console.
 */
export const friendMessageLookup: ReportableContent<'chatMessage'> = {
  async find(ctx, viewerId, id, around) {
    const message = await messageRow(ctx, 'conversationId', id);
    if (!message) return undefined;
    const conversation = await findConversation(ctx.db, message.conversationId!);
    if (!conversation || (conversation.userA !== viewerId && conversation.userB !== viewerId))
      return undefined;
    return {
      authorId: message.senderId,
      hiddenByBlocksOf: [],
      roomId: message.roomId,
      thread: await threadAround(ctx.db, message, around),
    };
  },
  async newestBy(ctx, authorId, limit, among) {
    if (among?.length === 0) return [];
    const rows = await ctx.db
      .select({ message: messages, other: users.username })
      .from(messages)
      .innerJoin(conversations, eq(conversations.id, messages.conversationId))
      .innerJoin(
        users,
        and(
          or(eq(users.id, conversations.userA), eq(users.id, conversations.userB)),
          ne(users.id, authorId),
        ),
      )
      .where(
        and(eq(messages.senderId, authorId), among ? inArray(messages.id, [...among]) : undefined),
      )
      .orderBy(desc(messages.createdAt))
      .limit(limit);
    return rows.map(({ message, other }) => ({
      id: message.id,
      text: message.content,
      where: other,
      imageUrl: null,
      createdAt: message.createdAt,
    }));
  },
};
