import type { FastifyInstance } from 'fastify';
import { HTTP_ROUTES } from '@serendip/protocol';
import type { AppContext } from '../platform/context';
import { routeRegistrar } from '../platform/httpRoutes';
import { parseId } from '../platform/ids';
import { signedIn } from '../platform/requests';
import { blockUser, getProfile, searchPeople, unblockUser } from './service';

const routes = HTTP_ROUTES.people;
const tags = ['people'];

/** Another user's profile, user search, block and unblock. */
export async function registerPeopleRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(async (scope) => {
    const route = routeRegistrar(scope, ctx);
    const requireUser = ctx.auth.requireUser;

    route(
      routes.search,
      {
        docs: {
          tags,
          description:
            'Users whose name contains the text (any case), names starting with it first, then ' +
            'by name; at most 20. Never yourself nor anyone with a block either way. Blank text → [].',
        },
        preHandler: requireUser,
      },
      async (request) => searchPeople(ctx, signedIn(request), request.query.username),
    );

    route(
      routes.profile,
      {
        docs: {
          tags,
          description:
            'A profile with isFriend / requestSent / requestReceived / isBlocked for the viewer ' +
            '(all false when logged out). A user you blocked comes back reduced (default picture, ' +
            "no bio or interests, isBlocked true); a user who blocked you is 404 'Profile not found.'.",
        },
        preHandler: ctx.auth.optionalUser,
      },
      async (request) => getProfile(ctx, request.userId, parseId(request.params.id, 'Profile')),
    );

    route(
      routes.block,
      {
        docs: {
          tags,
          description:
            'Blocks the user, ends the friendship and cancels friend requests both ways.',
        },
        preHandler: requireUser,
      },
      async (request) => blockUser(ctx, signedIn(request), parseId(request.params.id, 'User')),
    );

    route(
      routes.unblock,
      {
        docs: { tags, description: 'Lifts your own block of the user.' },
        preHandler: requireUser,
      },
      async (request) => unblockUser(ctx, signedIn(request), parseId(request.params.id, 'User')),
    );
  });
}
