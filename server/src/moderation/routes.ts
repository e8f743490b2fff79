import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contentReportBody, reportBody, type MessageResponse } from '@serendip/protocol';
import type { AppContext } from '../platform/context';
import { parseId } from '../platform/ids';
import { limit } from '../platform/rateLimit';
import { bodyOrEmpty, signedIn } from '../platform/requests';
import { reportUser } from './service';
import { reportContent } from './contentReport';
import { registerConsoleRoutes } from './consoleRoutes';
import { registerStandingRoutes } from './standingRoutes';
import { registerTransparencyRoutes } from './transparencyRoutes';

const REPORTS_PER_HOUR = 10;
const HOUR_MS = 60 * 60_000;

/** POST /api/users/report/{id}. */
export async function registerModerationRoutes(
  app: FastifyInstance,
  ctx: AppContext,
): Promise<void> {
  await registerConsoleRoutes(app, ctx);
  await registerStandingRoutes(app, ctx);
  await registerTransparencyRoutes(app, ctx);
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/users/report/:id',
    {
      schema: {
        params: z.object({ id: z.string() }),
        body: reportBody,
        tags: ['moderation'],
        description: `Reports a user's profile to the moderators. At most ${REPORTS_PER_HOUR} reports an hour per user.`,
      },
      // Logged out is 401 before a missing reason is 400; no body at all is a missing reason.
      preValidation: [ctx.auth.requireUser, bodyOrEmpty],
    },
    async (request, reply): Promise<MessageResponse> => {
      const reporterId = signedIn(request);
      await limit(
        ctx.hub,
        `report:${reporterId}`,
        REPORTS_PER_HOUR,
        HOUR_MS,
        ctx.config.rateLimits,
      );
      const result = await reportUser(
        ctx,
        reporterId,
        parseId(request.params.id, 'User'),
        request.body.reason,
        request.body.category,
      );
      reply.code(201);
      return result;
    },
  );
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/reports',
    {
      schema: {
        body: contentReportBody,
        tags: ['moderation'],
        description:
          'Reports a photo, comment, room message or friend chat message the user can see ' +
          '(`{ kind, id, category?, reason? }`); the content is attached for the moderators. ' +
          `Shares the limit of ${REPORTS_PER_HOUR} reports an hour.`,
      },
      preValidation: [ctx.auth.requireUser, bodyOrEmpty],
    },
    async (request, reply): Promise<MessageResponse> => {
      const reporterId = signedIn(request);
      await limit(
        ctx.hub,
        `report:${reporterId}`,
        REPORTS_PER_HOUR,
        HOUR_MS,
        ctx.config.rateLimits,
      );
      const result = await reportContent(ctx, reporterId, request.body);
      reply.code(201);
      return result;
    },
  );
}
