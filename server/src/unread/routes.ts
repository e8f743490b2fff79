import type { FastifyInstance } from 'fastify';
import { HTTP_ROUTES } from '@serendip/protocol';
import type { AppContext } from '../platform/context';
import { routeRegistrar } from '../platform/httpRoutes';
import { parseId } from '../platform/ids';
import { signedIn } from '../platform/requests';
import { readConversation, readRoom } from './service';

const { chat, rooms } = HTTP_ROUTES;
const tags = ['unread'];

/** HTTP twins of the markConversationRead / markRoomRead socket events (not in the spec). */
export async function registerUnreadRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(async (scope) => {
    const route = routeRegistrar(scope, ctx);
    const { requireUser } = ctx.auth;

    route(
      chat.readConversation,
      {
        preHandler: requireUser,
        docs: {
          tags,
          description:
            'Marks the conversation read up to its newest message; all your sockets hear ' +
            "conversationRead({ conversationId }). 404 'Conversation not found.' unless you take part.",
        },
      },
      async (request) => {
        const id = parseId(request.params.conversationId, 'Conversation');
        await readConversation(ctx, signedIn(request), id);
        return { message: 'Marked as read.' };
      },
    );

    route(
      rooms.read,
      {
        preHandler: requireUser,
        docs: {
          tags,
          description:
            'Marks a room you belong to read up to its newest message; all your sockets hear ' +
            "roomRead({ roomId }). 404 'Room not found.', 403 'Join the room first.'",
        },
      },
      async (request) => {
        await readRoom(ctx, signedIn(request), parseId(request.params.id, 'Room'));
        return { message: 'Marked as read.' };
      },
    );
  });
}
