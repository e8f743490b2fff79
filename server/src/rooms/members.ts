import type { FastifyInstance } from 'fastify';
import { and, asc, eq } from 'drizzle-orm';
import { HTTP_ROUTES, ROOM_PARTICIPANTS_MAX, type FriendEntry } from '@serendip/protocol';
import type { AppContext } from '../platform/context';
import { userRoom } from '../platform/socket';
import { routeRegistrar } from '../platform/httpRoutes';
import { parseId } from '../platform/ids';
import { signedIn } from '../platform/requests';
import { roomMembers, users } from '../platform/db/schema';
import { presentSummary } from '../users/presenter';
import { accessChanged } from '../platform/accessCache';
import { memberTag } from './access';
import { roomChannel, roomOrThrow } from './service';
import { membershipChanged } from './roomLife';
import { onlineUserIds } from '../platform/presenceKeys';

const routes = HTTP_ROUTES.rooms;

export const LEFT_ROOM = 'You left the room.';

/** A room's members with whether each is online now (any process): online first, then by name. */
export async function listRoomMembers(
  ctx: Pick<AppContext, 'db' | 'hub'>,
  roomId: string,
): Promise<FriendEntry[]> {
  await roomOrThrow(ctx, roomId);
  const rows = await ctx.db
    .select({ id: users.id, username: users.username, profilePicture: users.profilePicture })
    .from(roomMembers)
    .innerJoin(users, eq(users.id, roomMembers.userId))
    .where(eq(roomMembers.roomId, roomId))
    .orderBy(asc(roomMembers.joinedAt), asc(users.id))
    .limit(ROOM_PARTICIPANTS_MAX);
  const online = await onlineUserIds(
    ctx.hub,
    rows.map((row) => row.id),
  );
  return rows
    .map((row) => ({ ...presentSummary(row), online: online.has(row.id) }))
    .sort((a, b) => Number(b.online) - Number(a.online) || a.username.localeCompare(b.username));
}

/**
 * Ends one's membership of a room (it leaves 'Your Rooms' and the member list) and takes every
 * one of one's open windows out of its live channel, on any process. Opening the room again
 * joins it again. Leaving a room one is not in changes nothing.
 */
export async function leaveRoomMembership(
  ctx: Pick<AppContext, 'db' | 'io' | 'hub' | 'logger' | 'config'>,
  userId: string,
  roomId: string,
): Promise<void> {
  await roomOrThrow(ctx, roomId);
  const removed = await ctx.db
    .delete(roomMembers)
    .where(and(eq(roomMembers.roomId, roomId), eq(roomMembers.userId, userId)))
    .returning({ userId: roomMembers.userId });
  // The cached yes (rooms/access.ts) goes on every process before the answer: the next message
  // from any of one's windows is refused.
  await accessChanged(ctx, [memberTag(roomId, userId)]);
  ctx.io.in(userRoom(userId)).socketsLeave(roomChannel(roomId));
  if (removed.length > 0) await membershipChanged(ctx, roomId, userId, 'left');
}

/**
 * GET /api/rooms/:id/members and POST /api/rooms/:id/leave (not in the spec): the room header's
 * member list and its Leave button.
 */
export async function registerRoomMemberRoutes(
  app: FastifyInstance,
  ctx: AppContext,
): Promise<void> {
  await app.register(async (scope) => {
    const route = routeRegistrar(scope, ctx);
    route(
      routes.members,
      {
        preHandler: ctx.auth.requireUser,
        docs: {
          tags: ['rooms'],
          description:
            'The first 200 members `{ _id, username, profilePicture, online }`, online first ' +
            "then by username. 404 'Room not found.'",
        },
      },
      async (request) => listRoomMembers(ctx, parseId(request.params.id, 'Room')),
    );
    route(
      routes.leave,
      {
        preHandler: ctx.auth.requireUser,
        docs: {
          tags: ['rooms'],
          description:
            "Leaves the room: `{ message: 'You left the room.' }`. It leaves 'Your Rooms' and " +
            'the member list, and your open windows stop receiving it; opening the room joins ' +
            "again. Not a member: the same answer, nothing changes. 404 'Room not found.'",
        },
      },
      async (request) => {
        await leaveRoomMembership(ctx, signedIn(request), parseId(request.params.id, 'Room'));
        return { message: LEFT_ROOM };
      },
    );
  });
}
