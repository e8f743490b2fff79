import type { FastifyInstance } from 'fastify';
import { HTTP_ROUTES } from '@serendip/protocol';
import type { AppContext } from '../platform/context';
import { routeRegistrar } from '../platform/httpRoutes';
import { notFound } from '../platform/errors';
import { signedIn } from '../platform/requests';
import { checkEndpoint } from './endpointGuard';
import { removeSubscription, saveSubscription } from './subscriptions';

const routes = HTTP_ROUTES.notifications;
const tags = ['push'];

/** Subscribe and unsubscribe this device to Web Push (an optional extra of this server). */
export async function registerPushRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(async (scope) => {
    const route = routeRegistrar(scope, ctx);
    const preHandler = ctx.auth.requireUser;

    route(
      routes.subscribe,
      {
        docs: {
          tags,
          description:
            "Stores this device's Web Push subscription (the browser's PushSubscription JSON, with the extra showText: whether notifications may show message text). Sent again, it replaces the device's previous one. It is deleted when this device logs out, on logout-all, and when the push service reports it gone. Answers 201 { message }.",
        },
        preHandler,
      },
      async (request, reply) => {
        const userId = signedIn(request);
        const { endpoint, keys, showText } = request.body;
        checkEndpoint(endpoint, ctx.config.push.allowPrivateEndpoints);
        await saveSubscription(ctx.db, {
          userId,
          sessionId: request.sessionId,
          endpoint,
          p256dh: keys.p256dh,
          auth: keys.auth,
          showText: showText ?? false,
        });
        reply.code(201);
        return { message: 'Notifications are on for this device.' };
      },
    );

    route(
      routes.unsubscribe,
      {
        docs: {
          tags,
          description:
            "Deletes one of your Web Push subscriptions by its endpoint; anyone else's is 404.",
        },
        preHandler,
      },
      async (request) => {
        if (!(await removeSubscription(ctx.db, signedIn(request), request.body.endpoint)))
          throw notFound('Subscription not found.');
        return { message: 'Notifications are off for this device.' };
      },
    );
  });
}
