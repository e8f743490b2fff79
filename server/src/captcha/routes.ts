import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../platform/context';
import { notFound } from '../platform/errors';

/** GET /api/captcha/challenge: a fresh ALTCHA challenge for the widget (remote providers issue their own). */
export async function registerCaptchaRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get(
    '/api/captcha/challenge',
    {
      config: { rateLimit: { max: 60, timeWindow: 60_000 } },
      schema: {
        tags: ['captcha'],
        summary: 'A new ALTCHA proof-of-work challenge (signed, expires in 10 minutes).',
      },
    },
    async (_request, reply) => {
      if (ctx.captcha.provider !== 'altcha')
        throw notFound('The captcha provider issues its own challenges.');
      reply.header('Cache-Control', 'no-store');
      return ctx.captcha.createChallenge();
    },
  );
}
