import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { MessageResponse } from '@serendip/protocol';
import type { AppContext } from '../platform/context';
import { parseId } from '../platform/ids';
import { signedIn } from '../platform/requests';
import { readConversation, readRoom } from './service';

const tags = ['unread'];

/** HTTP twins of the markConversationRead / markRoomRead socket events (not in the spec). */
export async function registerUnreadRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(async (scope) => {
    const api = scope.withTypeProvider<ZodTypeProvider>();
    const { requireUser } = ctx.auth;

    api.put(
      '/api/chat/conversations/:conversationId/read',
      {
        preHandler: requireUser,
        schema: {
          tags,
          params: z.object({ conversationId: z.string() }),
          description:
            'Marks the conversation read up to its newest message; all your sockets hear ' +
            "conversationRead({ conversationId }). 404 'Conversation not found.' unless you take part.",
        },
      },
      async (request): Promise<MessageResponse> => {
        const id = parseId(request.params.conversationId, 'Conversation');
        await readConversation(ctx, signedIn(request), id);
        return { message: 'Marked as read.' };
      },
    );

    api.put(
      '/api/rooms/:id/read',
      {
        preHandler: requireUser,
        schema: {
          tags,
          params: z.object({ id: z.string() }),
          description:
            'Marks a room you belong to read up to its newest message; all your sockets hear ' +
            "roomRead({ roomId }). 404 'Room not found.', 403 'Join the room first.'",
        },
      },
      async (request): Promise<MessageResponse> => {
        await readRoom(ctx, signedIn(request), parseId(request.params.id, 'Room'));
        return { message: 'Marked as read.' };
      },
    );
  });
}
