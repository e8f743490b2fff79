import type { FastifyInstance } from 'fastify';
import { HTTP_ROUTES } from '@serendip/protocol';
import type { AppContext } from '../platform/context';
import { routeRegistrar } from '../platform/httpRoutes';
import { notFound } from '../platform/errors';
import { parseId } from '../platform/ids';
import { signedIn } from '../platform/requests';
import { listNotifications, markAllRead, markRead } from './service';

const routes = HTTP_ROUTES.notifications;
const tags = ['notifications'];

/** The bell's list, mark one read, mark all read. */
export async function registerNotificationRoutes(
  app: FastifyInstance,
  ctx: AppContext,
): Promise<void> {
  await app.register(async (scope) => {
    const route = routeRegistrar(scope, ctx);
    const preHandler = ctx.auth.requireUser;

    route(
      routes.list,
      { docs: { tags, description: 'Your 50 newest notifications, newest first.' }, preHandler },
      async (request) => listNotifications(ctx.db, signedIn(request)),
    );

    route(
      routes.readAll,
      { docs: { tags, description: 'Marks all your notifications read.' }, preHandler },
      async (request) => {
        await markAllRead(ctx.db, signedIn(request));
        return { message: 'All notifications marked as read.' };
      },
    );

    route(
      routes.readOne,
      {
        docs: {
          tags,
          description: "Marks one of your notifications read; anyone else's is 404.",
        },
        preHandler,
      },
      async (request) => {
        const id = parseId(request.params.id, 'Notification');
        if (!(await markRead(ctx.db, signedIn(request), id))) {
          throw notFound('Notification not found.');
        }
        return { message: 'Notification marked as read.' };
      },
    );
  });
}
