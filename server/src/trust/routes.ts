import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AccountTrust } from '@serendip/protocol';
import type { AppContext } from '../platform/context';
import { signedIn } from '../platform/requests';
import { limit } from '../platform/rateLimit';
import { accountSubject, personTrust, weightsOf } from './personTrust';
import { presentTrust } from './presenter';

/** One's own trust level and how to raise it (the standing page's trust card). */
export async function registerTrustRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/api/account/trust',
    {
      schema: {
        tags: ['moderation'],
        description:
          "The signed-in person's trust level among strangers ('new', 'low', 'standard' or 'high'), its score, the points each signal gives and can still add, the next level's score, and the limits that apply (images locked for N chats, extra blur). Visitors without an account have a level too (by visitor id) but no page to read it.",
      },
      preValidation: [ctx.auth.requireUser],
    },
    async (request): Promise<AccountTrust> => {
      const userId = signedIn(request);
      await limit(ctx.hub, `trust:${userId}`, 60, 60_000, ctx.config.rateLimits);
      return presentTrust(await personTrust(ctx, accountSubject(userId)), weightsOf(ctx));
    },
  );
}
