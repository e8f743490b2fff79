import type { FastifyInstance } from 'fastify';
import { HTTP_ROUTES } from '@serendip/protocol';
import type { AppContext } from '../platform/context';
import { routeRegistrar } from '../platform/httpRoutes';
import { unauthorized } from '../platform/errors';
import { parseId } from '../platform/ids';
import { signedIn } from '../platform/requests';
import { createRoom, getRoom, listRooms, roomHistory } from './service';

const routes = HTTP_ROUTES.rooms;
const tags = ['rooms'];

/**
 * The rooms. GET /api/rooms answers a plain Room[] (the spec's "rooms"): trending rooms by
 * latest activity, or a search with ?q=, or with ?mine=1 the rooms you joined ('Your Rooms').
 */
export async function registerRoomRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(async (scope) => {
    const route = routeRegistrar(scope, ctx);
    const { requireUser, optionalUser } = ctx.auth;

    route(
      routes.list,
      {
        preHandler: optionalUser,
        docs: {
          tags,
          description:
            'Room[] (at most 50), latest activity first. `q`: name or description contains it ' +
            "(any case). `mine=1`: the rooms you joined (401 'Please log in to join rooms.' " +
            'without a token). Each room: `{ _id, name, description?, participants (member ids, ' +
            'first 200), participantCount, createdAt, lastActivityAt }`.',
        },
      },
      async (request) => {
        const mine = request.query.mine === '1' || request.query.mine === 'true';
        if (mine && !request.userId) throw unauthorized('Please log in to join rooms.');
        return listRooms(ctx, { q: request.query.q, mineOf: mine ? request.userId : undefined });
      },
    );

    route(
      routes.create,
      {
        preHandler: requireUser,
        // Signed out is 401 before a bad body is 400; the service reads the body with its messages.
        bodyCheckedByHandler: true,
        docs: {
          tags,
          description:
            "Body `{ name, description? }`, both trimmed; name 1..60 ('Room name is required.'), " +
            'description at most 300. The creator joins it; every socket hears roomCreated(room). ' +
            'Answers 201 with the Room.',
        },
      },
      async (request, reply) => {
        const room = await createRoom(ctx, signedIn(request), request.body);
        reply.code(201);
        return room;
      },
    );

    route(
      routes.get,
      { docs: { tags, description: "The Room; 404 'Room not found.'" } },
      async (request) => getRoom(ctx, parseId(request.params.id, 'Room')),
    );

    route(
      routes.history,
      {
        preHandler: requireUser,
        docs: {
          tags,
          description:
            'History `{ messages, totalPages, currentPage }` for any signed-in user (rooms are ' +
            'public): page 1 = newest `limit` (default 20), each page ascending by createdAt ' +
            "then _id. 404 'Room not found.'",
        },
      },
      async (request) =>
        roomHistory(
          ctx,
          parseId(request.params.id, 'Room'),
          request.query.page,
          request.query.limit,
        ),
    );
  });
}
