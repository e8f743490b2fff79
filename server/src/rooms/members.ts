import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { asc, eq } from 'drizzle-orm';
import { ROOM_PARTICIPANTS_MAX, type FriendEntry } from '@serendip/protocol';
import type { AppContext } from '../platform/context';
import { parseId } from '../platform/ids';
import { roomMembers, users } from '../platform/db/schema';
import { presentSummary } from '../users/presenter';
import { roomOrThrow } from './service';

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
  const online = await ctx.hub.presenceOnline(rows.map((row) => `user:${row.id}`));
  return rows
    .map((row) => ({ ...presentSummary(row), online: online.has(`user:${row.id}`) }))
    .sort((a, b) => Number(b.online) - Number(a.online) || a.username.localeCompare(b.username));
}

/** GET /api/rooms/:id/members (not in SPEC §7): the room header's member list. */
export async function registerRoomMemberRoutes(
  app: FastifyInstance,
  ctx: AppContext,
): Promise<void> {
  await app.register(async (scope) => {
    const api = scope.withTypeProvider<ZodTypeProvider>();
    api.get(
      '/api/rooms/:id/members',
      {
        preHandler: ctx.auth.requireUser,
        schema: {
          tags: ['rooms'],
          params: z.object({ id: z.string() }),
          description:
            'The first 200 members `{ _id, username, profilePicture, online }`, online first ' +
            "then by username. 404 'Room not found.'",
        },
      },
      async (request): Promise<FriendEntry[]> =>
        listRoomMembers(ctx, parseId(request.params.id, 'Room')),
    );
  });
}
