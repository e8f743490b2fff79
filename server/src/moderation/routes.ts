import type { FastifyInstance } from 'fastify';
import { HTTP_ROUTES } from '@serendip/protocol';
import type { AppContext } from '../platform/context';
import { routeRegistrar } from '../platform/httpRoutes';
import { parseId } from '../platform/ids';
import { bodyOrEmpty, signedIn } from '../platform/requests';
import { reportUser } from './service';
import { reportContent } from './contentReport';
import { registerConsoleRoutes } from './consoleRoutes';
import { registerStandingRoutes } from './standingRoutes';
import { registerTransparencyRoutes } from './transparencyRoutes';

/** One count for reports of people and of content. */
const REPORTS_PER_HOUR = HTTP_ROUTES.people.report.rateLimit.max;

/** POST /api/users/report/{id}. */
export async function registerModerationRoutes(
  app: FastifyInstance,
  ctx: AppContext,
): Promise<void> {
  await registerConsoleRoutes(app, ctx);
  await registerStandingRoutes(app, ctx);
  await registerTransparencyRoutes(app, ctx);
  const route = routeRegistrar(app, ctx);
  route(
    HTTP_ROUTES.people.report,
    {
      docs: {
        tags: ['moderation'],
        description: `Reports a user's profile to the moderators. At most ${REPORTS_PER_HOUR} reports an hour per user.`,
      },
      // Logged out is 401 before a missing reason is 400; no body at all is a missing reason.
      preValidation: [ctx.auth.requireUser, bodyOrEmpty],
    },
    async (request, reply) => {
      const result = await reportUser(
        ctx,
        signedIn(request),
        parseId(request.params.id, 'User'),
        request.body.reason,
        request.body.category,
      );
      reply.code(201);
      return result;
    },
  );
  route(
    HTTP_ROUTES.standing.reportContent,
    {
      docs: {
        tags: ['moderation'],
        description:
          'Reports a photo, comment, room message or friend chat message the user can see ' +
          '(`{ kind, id, category?, reason? }`); the content is attached for the moderators. ' +
          `Shares the limit of ${REPORTS_PER_HOUR} reports an hour.`,
      },
      preValidation: [ctx.auth.requireUser, bodyOrEmpty],
    },
    async (request, reply) => {
      const result = await reportContent(ctx, signedIn(request), request.body);
      reply.code(201);
      return result;
    },
  );
}
