import type { FastifyInstance } from 'fastify';
import type { PublicConfig } from '@serendip/protocol';
import type { AppContext } from '../platform/context';

/** GET /api/config: the web app's public runtime configuration. */
export async function registerSiteRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get('/api/config', async (): Promise<PublicConfig> => {
    const { captcha, googleClientId, ads, ice } = ctx.config;
    return {
      captcha: {
        provider: captcha.provider,
        siteKey: captcha.provider === 'altcha' ? undefined : captcha.siteKey,
        challengeUrl: captcha.provider === 'altcha' ? '/api/captcha/challenge' : undefined,
      },
      googleClientId,
      ads: { provider: ads.provider, client: ads.client },
      iceServers: ice.stunUrls.length ? [{ urls: ice.stunUrls }] : [],
    };
  });
}
