import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { messages, rooms } from '../platform/db/schema';
import type { ContentListing, ReportableContent } from '../platform/contentLookup';
import { messageRow } from '../messages/removal';
import { threadAround } from '../messages/thread';

/**
 * Room messages as moderation reads them: one with the messages around it for a report (rooms
 * are open to every signed-in user), an author's newest with their room's name for the console.
 */
export const roomMessageLookup: ReportableContent<'roomMessage'> = {
  async find(ctx, _viewerId, id, around) {
    const message = await messageRow(ctx, 'roomId', id);
    if (!message) return undefined;
    return {
      authorId: message.senderId,
      hiddenByBlocksOf: [],
      roomId: message.roomId,
      thread: await threadAround(ctx.db, message, around),
    };
  },
  async newestBy(ctx, authorId, limit) {
    const rows = await ctx.db
      .select({ message: messages, room: rooms.name })
      .from(messages)
      .innerJoin(rooms, eq(rooms.id, messages.roomId))
      .where(and(eq(messages.senderId, authorId), isNotNull(messages.roomId)))
      .orderBy(desc(messages.createdAt))
      .limit(limit);
    return rows.map(({ message, room }) => ({
      id: message.id,
      text: message.content,
      where: room,
      imageUrl: null,
      createdAt: message.createdAt,
    }));
  },
};

/** Rooms as the console lists them: those a person created, newest first. */
export const roomLookup: ContentListing = {
  async newestBy(ctx, creatorId, limit) {
    const rows = await ctx.db
      .select()
      .from(rooms)
      .where(eq(rooms.creatorId, creatorId))
      .orderBy(desc(rooms.createdAt))
      .limit(limit);
    return rows.map((row) => ({
      id: row.id,
      text: row.name,
      where: null,
      imageUrl: null,
      createdAt: row.createdAt,
    }));
  },
};
