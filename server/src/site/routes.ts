import type { FastifyInstance } from 'fastify';
import { HTTP_ROUTES } from '@serendip/protocol';
import type { AppContext } from '../platform/context';
import { routeRegistrar } from '../platform/httpRoutes';
import { buildIceServers } from '../video/iceServers';

/** GET /api/config: the web app's public runtime configuration. */
export async function registerSiteRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  routeRegistrar(app, ctx)(HTTP_ROUTES.site.config, {}, async (_request, reply) => {
    const { captcha, googleClientId, ads, ice } = ctx.config;
    // It may carry a TURN credential, which must not outlive its lifetime in a cache.
    reply.header('Cache-Control', 'no-store');
    return {
      captcha: {
        provider: captcha.provider,
        siteKey: captcha.provider === 'altcha' ? undefined : captcha.siteKey,
        challengeUrl: captcha.provider === 'altcha' ? '/api/captcha/challenge' : undefined,
      },
      googleClientId,
      ads: { provider: ads.provider, client: ads.client },
      iceServers: buildIceServers(ice).iceServers,
      ...(ctx.push.publicKey ? { push: { publicKey: ctx.push.publicKey } } : {}),
    };
  });
}
