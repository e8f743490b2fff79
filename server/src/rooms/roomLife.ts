import { desc, eq, sql } from 'drizzle-orm';
import {
  ROOM_ACTIVITY_MAX,
  ROOM_PARTICIPANTS_MAX,
  SERVICE_LIMITS,
  type RoomActivity,
  type RoomMembersChanged,
} from '@serendip/protocol';
import type { AppContext } from '../platform/context';
import type { Database } from '../platform/db/database';
import { roomEvents, roomMembers, users } from '../platform/db/schema';
import { newId } from '../platform/ids';
import { withinServiceLimit } from '../platform/rateLimit';
import { emitPublished } from '../platform/socket';
import { presentSummary } from '../users/presenter';
import { roomChannel } from './service';
import { onlineUserIds } from '../platform/presenceKeys';

type Ctx = Pick<AppContext, 'db' | 'io' | 'hub' | 'logger' | 'config'>;

/** Members of a room and how many of them are online now (any process). */
export async function roomCounts(
  ctx: Pick<AppContext, 'db' | 'hub'>,
  roomId: string,
): Promise<{ participantCount: number; onlineCount: number }> {
  const [total, members] = await Promise.all([
    ctx.db
      .select({ count: sql<number>`count(*)::int` })
      .from(roomMembers)
      .where(eq(roomMembers.roomId, roomId)),
    ctx.db
      .select({ id: roomMembers.userId })
      .from(roomMembers)
      .where(eq(roomMembers.roomId, roomId))
      .limit(ROOM_PARTICIPANTS_MAX),
  ]);
  const online = await onlineUserIds(
    ctx.hub,
    members.map((row) => row.id),
  );
  return { participantCount: total[0]?.count ?? 0, onlineCount: online.size };
}

/** The newest joins and leaves of a room, oldest first. */
export async function recentActivity(db: Database, roomId: string): Promise<RoomActivity[]> {
  const rows = await db
    .select({
      id: roomEvents.id,
      kind: roomEvents.kind,
      createdAt: roomEvents.createdAt,
      userId: users.id,
      username: users.username,
      profilePicture: users.profilePicture,
    })
    .from(roomEvents)
    .innerJoin(users, eq(users.id, roomEvents.userId))
    .where(eq(roomEvents.roomId, roomId))
    .orderBy(desc(roomEvents.createdAt), desc(roomEvents.id))
    .limit(ROOM_ACTIVITY_MAX);
  return rows.reverse().map((row) => ({
    _id: row.id,
    kind: row.kind === 'left' ? 'left' : 'joined',
    user: presentSummary({
      id: row.userId,
      username: row.username,
      profilePicture: row.profilePicture,
    }),
    createdAt: row.createdAt.toISOString(),
  }));
}

/** Tells a room's open windows (any process) its counts, with the join or leave that moved them. */
export async function announceMembers(
  ctx: Pick<AppContext, 'db' | 'io' | 'hub'>,
  roomId: string,
  activity?: RoomActivity,
): Promise<void> {
  const payload: RoomMembersChanged = { roomId, ...(await roomCounts(ctx, roomId)) };
  if (activity) payload.activity = activity;
  await emitPublished(ctx.io, [roomChannel(roomId)], 'roomMembersChanged', payload);
}

/**
 * Records that `userId` joined or left `roomId` (membership already changed) as a timeline line,
 * stored once by the process that changed it, and announces the new counts. A person flapping
 * in and out gets no more than SERVICE_LIMITS.roomLines; the counts are still announced.
 */
export async function membershipChanged(
  ctx: Ctx,
  roomId: string,
  userId: string,
  kind: RoomActivity['kind'],
): Promise<void> {
  let activity: RoomActivity | undefined;
  if (await withinServiceLimit(ctx, SERVICE_LIMITS.roomLines, userId)) {
    const [row] = await ctx.db
      .insert(roomEvents)
      .values({ id: newId(), roomId, userId, kind })
      .returning();
    const [person] = await ctx.db
      .select({ id: users.id, username: users.username, profilePicture: users.profilePicture })
      .from(users)
      .where(eq(users.id, userId));
    if (row && person)
      activity = {
        _id: row.id,
        kind,
        user: presentSummary(person),
        createdAt: row.createdAt.toISOString(),
      };
  }
  await announceMembers(ctx, roomId, activity);
}
