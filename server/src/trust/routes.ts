import type { FastifyInstance } from 'fastify';
import { HTTP_ROUTES } from '@serendip/protocol';
import type { AppContext } from '../platform/context';
import { routeRegistrar } from '../platform/httpRoutes';
import { signedIn } from '../platform/requests';
import { accountSubject, personTrust, weightsOf } from './personTrust';
import { presentTrust } from './presenter';

/** One's own trust level and how to raise it (the standing page's trust card). */
export async function registerTrustRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  routeRegistrar(app, ctx)(
    HTTP_ROUTES.standing.trust,
    {
      docs: {
        tags: ['moderation'],
        description:
          "The signed-in person's trust level among strangers ('new', 'low', 'standard' or 'high'), its score, the points each signal gives and can still add, the next level's score, and the limits that apply (images locked for N chats, extra blur). Visitors without an account have a level too (by visitor id) but no page to read it.",
      },
      preValidation: [ctx.auth.requireUser],
    },
    async (request) =>
      presentTrust(await personTrust(ctx, accountSubject(signedIn(request))), weightsOf(ctx)),
  );
}
