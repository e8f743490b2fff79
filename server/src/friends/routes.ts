import type { FastifyInstance } from 'fastify';
import { HTTP_ROUTES } from '@serendip/protocol';
import type { AppContext } from '../platform/context';
import { routeRegistrar } from '../platform/httpRoutes';
import { parseId } from '../platform/ids';
import { signedIn } from '../platform/requests';
import {
  acceptFriendRequest,
  listFriends,
  listRequests,
  rejectFriendRequest,
  removeFriend,
  sendFriendRequest,
} from './service';

const routes = HTTP_ROUTES.friends;
const tags = ['friends'];

/** Friends, pending requests, request / accept / reject, remove. */
export async function registerFriendRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(async (scope) => {
    const route = routeRegistrar(scope, ctx);
    const preHandler = ctx.auth.requireUser;

    route(
      routes.list,
      { docs: { tags, description: 'Your friends by username, with online.' }, preHandler },
      async (request) => listFriends(ctx, signedIn(request)),
    );

    route(
      routes.requests,
      { docs: { tags, description: 'Who sent you a pending request, newest first.' }, preHandler },
      async (request) => listRequests(ctx, signedIn(request)),
    );

    route(
      routes.request,
      {
        docs: {
          tags,
          description:
            "201 'Friend request sent.'; 200 'You are now friends.' when they had already asked " +
            'you (their request is accepted). Both notify the other person.',
        },
        preHandler,
      },
      async (request, reply) => {
        const { outcome, message } = await sendFriendRequest(
          ctx,
          signedIn(request),
          parseId(request.params.id, 'User'),
        );
        reply.code(outcome === 'request' ? 201 : 200);
        return { message };
      },
    );

    route(
      routes.accept,
      { docs: { tags, description: 'Accepts their request.' }, preHandler },
      async (request) =>
        acceptFriendRequest(ctx, signedIn(request), parseId(request.params.id, 'Friend request')),
    );

    route(
      routes.reject,
      { docs: { tags, description: 'Drops their request.' }, preHandler },
      async (request) =>
        rejectFriendRequest(ctx, signedIn(request), parseId(request.params.id, 'Friend request')),
    );

    route(
      routes.remove,
      { docs: { tags, description: 'Ends the friendship.' }, preHandler },
      async (request) => removeFriend(ctx, signedIn(request), parseId(request.params.id, 'Friend')),
    );
  });
}
