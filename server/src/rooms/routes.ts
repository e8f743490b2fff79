import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  messagePageQuery,
  roomListQuery,
  type MessagePage,
  type RoomView,
} from '@serendip/protocol';
import type { AppContext } from '../platform/context';
import { unauthorized } from '../platform/errors';
import { parseId } from '../platform/ids';
import { signedIn } from '../platform/requests';
import { createRoom, getRoom, listRooms, roomHistory } from './service';

const tags = ['rooms'];
const idParams = z.object({ id: z.string() });

/**
 * The rooms. GET /api/rooms answers a plain Room[] (the spec's "rooms"): trending rooms by
 * latest activity, or a search with ?q=, or with ?mine=1 the rooms you joined ('Your Rooms').
 */
export async function registerRoomRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(async (scope) => {
    const api = scope.withTypeProvider<ZodTypeProvider>();
    const { requireUser, optionalUser } = ctx.auth;

    api.get(
      '/api/rooms',
      {
        preHandler: optionalUser,
        schema: {
          tags,
          querystring: roomListQuery,
          description:
            'Room[] (at most 50), latest activity first. `q`: name or description contains it ' +
            "(any case). `mine=1`: the rooms you joined (401 'Please log in to join rooms.' " +
            'without a token). Each room: `{ _id, name, description?, participants (member ids, ' +
            'first 200), participantCount, createdAt, lastActivityAt }`.',
        },
      },
      async (request): Promise<RoomView[]> => {
        const mine = request.query.mine === '1' || request.query.mine === 'true';
        if (mine && !request.userId) throw unauthorized('Please log in to join rooms.');
        return listRooms(ctx, { q: request.query.q, mineOf: mine ? request.userId : undefined });
      },
    );

    api.post(
      '/api/rooms',
      {
        preHandler: requireUser,
        config: { rateLimit: { max: 10, timeWindow: '1 hour' } },
        schema: {
          tags,
          description:
            "Body `{ name, description? }`, both trimmed; name 1..60 ('Room name is required.'), " +
            'description at most 300. The creator joins it; every socket hears roomCreated(room). ' +
            'Answers 201 with the Room.',
        },
      },
      async (request, reply): Promise<RoomView> => {
        const room = await createRoom(ctx, signedIn(request), request.body);
        reply.code(201);
        return room;
      },
    );

    api.get(
      '/api/rooms/:id',
      { schema: { tags, params: idParams, description: "The Room; 404 'Room not found.'" } },
      async (request): Promise<RoomView> => getRoom(ctx, parseId(request.params.id, 'Room')),
    );

    api.get(
      '/api/rooms/:id/messages',
      {
        preHandler: requireUser,
        schema: {
          tags,
          params: idParams,
          querystring: messagePageQuery,
          description:
            'History `{ messages, totalPages, currentPage }` for any signed-in user (rooms are ' +
            'public): page 1 = newest `limit` (default 20), each page ascending by createdAt ' +
            "then _id. 404 'Room not found.'",
        },
      },
      async (request): Promise<MessagePage> =>
        roomHistory(
          ctx,
          parseId(request.params.id, 'Room'),
          request.query.page,
          request.query.limit,
        ),
    );
  });
}
