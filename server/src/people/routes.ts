import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  searchQuery,
  type MessageResponse,
  type SearchResult,
  type UserProfile,
} from '@serendip/protocol';
import type { AppContext } from '../platform/context';
import { parseId } from '../platform/ids';
import { signedIn } from '../platform/requests';
import { blockUser, getProfile, searchPeople, unblockUser } from './service';

const idParams = z.object({ id: z.string() });
const tags = ['people'];

/** Another user's profile, user search, block and unblock. */
export async function registerPeopleRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(async (scope) => {
    const api = scope.withTypeProvider<ZodTypeProvider>();
    const requireUser = ctx.auth.requireUser;

    api.get(
      '/api/users/search',
      {
        schema: {
          querystring: searchQuery,
          tags,
          description:
            'Users whose name contains the text (any case), names starting with it first, then ' +
            'by name; at most 20. Never yourself nor anyone with a block either way. Blank text → [].',
        },
        preHandler: requireUser,
      },
      async (request): Promise<SearchResult[]> =>
        searchPeople(ctx, signedIn(request), request.query.username),
    );

    api.get(
      '/api/users/:id',
      {
        schema: {
          params: idParams,
          tags,
          description:
            'A profile with isFriend / requestSent / requestReceived / isBlocked for the viewer ' +
            '(all false when logged out). A user you blocked comes back reduced (default picture, ' +
            "no bio or interests, isBlocked true); a user who blocked you is 404 'Profile not found.'.",
        },
        preHandler: ctx.auth.optionalUser,
      },
      async (request): Promise<UserProfile> =>
        getProfile(ctx, request.userId, parseId(request.params.id, 'Profile')),
    );

    api.put(
      '/api/users/block/:id',
      {
        schema: {
          params: idParams,
          tags,
          description:
            'Blocks the user, ends the friendship and cancels friend requests both ways.',
        },
        preHandler: requireUser,
      },
      async (request): Promise<MessageResponse> =>
        blockUser(ctx, signedIn(request), parseId(request.params.id, 'User')),
    );

    api.put(
      '/api/users/unblock/:id',
      {
        schema: { params: idParams, tags, description: 'Lifts your own block of the user.' },
        preHandler: requireUser,
      },
      async (request): Promise<MessageResponse> =>
        unblockUser(ctx, signedIn(request), parseId(request.params.id, 'User')),
    );
  });
}
