import type { FastifyInstance } from 'fastify';
import { HTTP_ROUTES } from '@serendip/protocol';
import type { AppContext } from '../platform/context';
import { routeRegistrar } from '../platform/httpRoutes';
import { bodyOrEmpty, signedIn } from '../platform/requests';
import { fileAppeal, standing, statementByToken } from './appeals';

const routes = HTTP_ROUTES.standing;

/** One's own standing (warnings, sanctions, appeals) and filing an appeal. */
export async function registerStandingRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const route = routeRegistrar(app, ctx);
  route(
    routes.standing,
    { docs: { tags: ['moderation'] }, preValidation: [ctx.auth.requireUser] },
    async (request) => ({ sanctions: await standing(ctx, signedIn(request)) }),
  );
  route(
    routes.appealStatement,
    {
      docs: {
        tags: ['moderation'],
        description:
          'The decision an appeal token (`?token=`) names (the appeal page linked from the 403 statement).',
      },
    },
    async (request) => ({ statement: await statementByToken(ctx, request.query.token) }),
  );
  route(
    routes.appeal,
    {
      docs: {
        tags: ['moderation'],
        description:
          'Appeals a decision: signed in with sanctionId, or with the appealToken of its statement (suspension screen).',
      },
      preValidation: [ctx.auth.optionalUser, bodyOrEmpty],
    },
    async (request, reply) => {
      const result = await fileAppeal(ctx, { ...request.body, userId: request.userId });
      reply.code(201);
      return result;
    },
  );
}
