import type { FastifyInstance } from 'fastify';
import { HTTP_ROUTES } from '@serendip/protocol';
import type { AppContext } from '../platform/context';
import { routeRegistrar } from '../platform/httpRoutes';
import { notFound } from '../platform/errors';
import { ipKeyOf } from '../platform/socket';
import { needsLongerCheck } from '../moderation/addressFriction';
import { visitorKey } from '../platform/visitorKey';

/**
 * GET /api/captcha/challenge: a fresh ALTCHA challenge for the widget (remote providers issue
 * their own). With the browser's `visitorId`, the challenge is the longer one when that visitor's
 * first match request will need it (moderation/addressFriction.ts), so it is solved once.
 */
export async function registerCaptchaRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  routeRegistrar(app, ctx)(
    HTTP_ROUTES.site.captchaChallenge,
    {
      docs: {
        tags: ['captcha'],
        summary: 'A new ALTCHA proof-of-work challenge (signed, expires in 10 minutes).',
        description:
          'With `visitorId` (the id a visitor’s socket sends), a visitor the server does not know, on an address where someone was sanctioned in the last day, gets a longer challenge (about ten times the work), which its first match request then needs. It never says why.',
      },
    },
    async (request, reply) => {
      if (ctx.captcha.provider !== 'altcha')
        throw notFound('The captcha provider issues its own challenges.');
      reply.header('Cache-Control', 'no-store');
      const { visitorId } = request.query;
      const longer =
        visitorId !== undefined &&
        (await needsLongerCheck(ctx, {
          visitorKey: visitorKey(ctx.secret, visitorId),
          ipKey: ipKeyOf(ctx.secret, request.ip),
        }));
      return ctx.captcha.createChallenge(longer ? 'longer' : 'normal');
    },
  );
}
