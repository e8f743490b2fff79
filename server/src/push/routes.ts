import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  pushSubscriptionBody,
  pushUnsubscribeBody,
  type MessageResponse,
} from '@serendip/protocol';
import type { AppContext } from '../platform/context';
import { notFound } from '../platform/errors';
import { signedIn } from '../platform/requests';
import { checkEndpoint } from './endpointGuard';
import { removeSubscription, saveSubscription } from './subscriptions';

const tags = ['push'];

/** Subscribe and unsubscribe this device to Web Push (an optional extra of this server). */
export async function registerPushRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(async (scope) => {
    const api = scope.withTypeProvider<ZodTypeProvider>();
    const preHandler = ctx.auth.requireUser;

    api.post(
      '/api/push/subscriptions',
      {
        schema: {
          body: pushSubscriptionBody,
          tags,
          description:
            "Stores this device's Web Push subscription (the browser's PushSubscription JSON, with the extra showText: whether notifications may show message text). Sent again, it replaces the device's previous one. It is deleted when this device logs out, on logout-all, and when the push service reports it gone. Answers 201 { message }.",
        },
        preHandler,
        config: { rateLimit: { max: 30, timeWindow: '10 minutes' } },
      },
      async (request, reply): Promise<MessageResponse> => {
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

    api.post(
      '/api/push/unsubscribe',
      {
        schema: {
          body: pushUnsubscribeBody,
          tags,
          description:
            "Deletes one of your Web Push subscriptions by its endpoint; anyone else's is 404.",
        },
        preHandler,
        config: { rateLimit: { max: 30, timeWindow: '10 minutes' } },
      },
      async (request): Promise<MessageResponse> => {
        if (!(await removeSubscription(ctx.db, signedIn(request), request.body.endpoint)))
          throw notFound('Subscription not found.');
        return { message: 'Notifications are off for this device.' };
      },
    );
  });
}
