import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FriendEntry, MessageResponse, UserSummary } from '@serendip/protocol';
import type { AppContext } from '../platform/context';
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

const idParams = z.object({ id: z.string() });
const tags = ['friends'];

/** Friends, pending requests, request / accept / reject, remove. */
export async function registerFriendRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(async (scope) => {
    const api = scope.withTypeProvider<ZodTypeProvider>();
    const preHandler = ctx.auth.requireUser;

    api.get(
      '/api/friends',
      { schema: { tags, description: 'Your friends by username, with online.' }, preHandler },
      async (request): Promise<FriendEntry[]> => listFriends(ctx, signedIn(request)),
    );

    api.get(
      '/api/friends/requests',
      {
        schema: { tags, description: 'Who sent you a pending request, newest first.' },
        preHandler,
      },
      async (request): Promise<UserSummary[]> => listRequests(ctx, signedIn(request)),
    );

    api.post(
      '/api/friends/request/:id',
      {
        schema: {
          params: idParams,
          tags,
          description:
            "201 'Friend request sent.'; 200 'You are now friends.' when they had already asked " +
            'you (their request is accepted). Both notify the other person.',
        },
        preHandler,
      },
      async (request, reply): Promise<MessageResponse> => {
        const { outcome, message } = await sendFriendRequest(
          ctx,
          signedIn(request),
          parseId(request.params.id, 'User'),
        );
        reply.code(outcome === 'request' ? 201 : 200);
        return { message };
      },
    );

    api.post(
      '/api/friends/accept/:id',
      { schema: { params: idParams, tags, description: 'Accepts their request.' }, preHandler },
      async (request): Promise<MessageResponse> =>
        acceptFriendRequest(ctx, signedIn(request), parseId(request.params.id, 'Friend request')),
    );

    api.post(
      '/api/friends/reject/:id',
      { schema: { params: idParams, tags, description: 'Drops their request.' }, preHandler },
      async (request): Promise<MessageResponse> =>
        rejectFriendRequest(ctx, signedIn(request), parseId(request.params.id, 'Friend request')),
    );

    api.delete(
      '/api/friends/:id',
      { schema: { params: idParams, tags, description: 'Ends the friendship.' }, preHandler },
      async (request): Promise<MessageResponse> =>
        removeFriend(ctx, signedIn(request), parseId(request.params.id, 'Friend')),
    );
  });
}
