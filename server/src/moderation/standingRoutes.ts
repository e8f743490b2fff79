import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { appealBody, type MessageResponse } from '@serendip/protocol';
import type { AppContext } from '../platform/context';
import { bodyOrEmpty, signedIn } from '../platform/requests';
import { limit } from '../platform/rateLimit';
import { fileAppeal, standing, statementByToken } from './appeals';
import { z } from 'zod';

/** One's own standing (warnings, sanctions, appeals) and filing an appeal. */
export async function registerStandingRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/api/account/standing',
    { schema: { tags: ['moderation'] }, preValidation: [ctx.auth.requireUser] },
    async (request) => ({ sanctions: await standing(ctx, signedIn(request)) }),
  );
  api.get(
    '/api/appeals',
    {
      schema: {
        tags: ['moderation'],
        // A query, not a path segment: a token is longer than a path parameter may be.
        querystring: z.object({ token: z.string().max(2000).default('') }),
        description:
          'The decision an appeal token (`?token=`) names (the appeal page linked from the 403 statement).',
      },
    },
    async (request) => ({ statement: await statementByToken(ctx, request.query.token) }),
  );
  api.post(
    '/api/appeals',
    {
      schema: {
        tags: ['moderation'],
        body: appealBody,
        description:
          'Appeals a decision: signed in with sanctionId, or with the appealToken of its statement (suspension screen).',
      },
      preValidation: [ctx.auth.optionalUser, bodyOrEmpty],
    },
    async (request, reply): Promise<MessageResponse> => {
      await limit(
        ctx.hub,
        `appeal:${request.userId ?? request.ip}`,
        10,
        60 * 60_000,
        ctx.config.rateLimits,
      );
      const result = await fileAppeal(ctx, { ...request.body, userId: request.userId });
      reply.code(201);
      return result;
    },
  );
}
