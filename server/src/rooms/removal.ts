import { eq, inArray } from 'drizzle-orm';
import { accessChanged } from '../platform/accessCache';
import { roomMembers, rooms, users } from '../platform/db/schema';
import type { Removable, RemovalContext } from '../platform/removable';
import type { MessageRow } from '../messages/presenter';
import { messageRow, removeMessage, restoreMessage } from '../messages/removal';
import { memberTag } from './access';
import { findRoom, type RoomRow } from './queries';
import { getRoom, roomChannel } from './service';

/** Room messages as moderation removes and restores them; the room's open windows hear of it. */
export const roomMessageRemoval: Removable<MessageRow> = {
  owner: 'senderId',
  find: (ctx, id) => messageRow(ctx, 'roomId', id),
  async remove(ctx, id) {
    await removeMessage(ctx, id, async (row) => [roomChannel(row.roomId!)]);
  },
  restore: (ctx, row) =>
    restoreMessage(ctx, row, async (restored) => [roomChannel(restored.roomId!)]),
};

/**
 * A removed room as kept for a reversed decision: the room and who belonged to it, so that it
 * returns to its members' lists. Its messages and timeline go with it and do not come back.
 */
export type RemovedRoom = RoomRow & { members: { userId: string; joinedAt: Date | string }[] };

async function removedRoom(ctx: RemovalContext, roomId: string): Promise<RemovedRoom | undefined> {
  const room = await findRoom(ctx.db, roomId);
  if (!room) return undefined;
  const members = await ctx.db
    .select({ userId: roomMembers.userId, joinedAt: roomMembers.joinedAt })
    .from(roomMembers)
    .where(eq(roomMembers.roomId, roomId));
  return { ...room, members };
}

/**
 * Rooms as moderation removes and restores them. A removed room leaves the lists (they are read
 * from the table), its members' cached access goes on every process so that nothing more is
 * sent into it, and its open windows leave its channel. A restored room is announced as a new
 * one is, with its members back.
 */
export const roomRemoval: Removable<RemovedRoom> = {
  owner: 'creatorId',
  find: removedRoom,
  async remove(ctx, roomId) {
    const members = await ctx.db
      .select({ userId: roomMembers.userId })
      .from(roomMembers)
      .where(eq(roomMembers.roomId, roomId));
    // Its members, messages, timeline and read markers go with it (foreign keys).
    await ctx.db.delete(rooms).where(eq(rooms.id, roomId));
    await accessChanged(
      ctx,
      members.map((member) => memberTag(roomId, member.userId)),
    );
    ctx.io.in(roomChannel(roomId)).socketsLeave(roomChannel(roomId));
  },
  // A removal kept before members were kept restores the room alone.
  async restore(ctx, { members = [], ...room }) {
    const restored = await ctx.db.transaction(async (tx) => {
      const [row] = await tx.insert(rooms).values(room).onConflictDoNothing().returning();
      // Members whose accounts are gone since are left out.
      const ids = members.map((member) => member.userId);
      const living = new Set(
        ids.length === 0
          ? []
          : (await tx.select({ id: users.id }).from(users).where(inArray(users.id, ids))).map(
              (user) => user.id,
            ),
      );
      const kept = members.filter((member) => living.has(member.userId));
      if (row && kept.length > 0)
        await tx
          .insert(roomMembers)
          .values(
            kept.map((member) => ({
              roomId: row.id,
              userId: member.userId,
              joinedAt: new Date(member.joinedAt),
            })),
          )
          .onConflictDoNothing();
      return row;
    });
    if (restored) ctx.io.emit('roomCreated', await getRoom(ctx, restored.id));
  },
};
