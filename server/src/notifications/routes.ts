import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { MessageResponse, Notification } from '@serendip/protocol';
import type { AppContext } from '../platform/context';
import { notFound } from '../platform/errors';
import { parseId } from '../platform/ids';
import { signedIn } from '../platform/requests';
import { listNotifications, markAllRead, markRead } from './service';

const tags = ['notifications'];

/** The bell's list, mark one read, mark all read. */
export async function registerNotificationRoutes(
  app: FastifyInstance,
  ctx: AppContext,
): Promise<void> {
  await app.register(async (scope) => {
    const api = scope.withTypeProvider<ZodTypeProvider>();
    const preHandler = ctx.auth.requireUser;

    api.get(
      '/api/notifications',
      { schema: { tags, description: 'Your 50 newest notifications, newest first.' }, preHandler },
      async (request): Promise<Notification[]> => listNotifications(ctx.db, signedIn(request)),
    );

    api.put(
      '/api/notifications/read',
      { schema: { tags, description: 'Marks all your notifications read.' }, preHandler },
      async (request): Promise<MessageResponse> => {
        await markAllRead(ctx.db, signedIn(request));
        return { message: 'All notifications marked as read.' };
      },
    );

    api.put(
      '/api/notifications/:id/read',
      {
        schema: {
          params: z.object({ id: z.string() }),
          tags,
          description: "Marks one of your notifications read; anyone else's is 404.",
        },
        preHandler,
      },
      async (request): Promise<MessageResponse> => {
        const id = parseId(request.params.id, 'Notification');
        if (!(await markRead(ctx.db, signedIn(request), id))) {
          throw notFound('Notification not found.');
        }
        return { message: 'Notification marked as read.' };
      },
    );
  });
}
