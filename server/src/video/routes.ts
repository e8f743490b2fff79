import type { FastifyInstance } from 'fastify';
import { HTTP_ROUTES } from '@serendip/protocol';
import type { AppContext } from '../platform/context';
import { routeRegistrar } from '../platform/httpRoutes';
import { buildIceServers } from './iceServers';

/** GET /api/video/ice-servers: the ICE servers for one call (TURN credentials are short-lived). */
export async function registerVideoRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { turnUrls, turnSecret } = ctx.config.ice;
  // Half a TURN configuration is almost always a deployment slip; say so once at start-up.
  if (Boolean(turnUrls.length) !== Boolean(turnSecret))
    ctx.logger.warn(
      'TURN relay disabled: TURN_URLS and TURN_SECRET must both be set (calls use STUN only).',
    );

  routeRegistrar(app, ctx)(
    HTTP_ROUTES.site.iceServers,
    {
      docs: {
        tags: ['video'],
        summary:
          'STUN servers and, when a relay is configured, TURN with a short-lived credential.',
        description:
          'No sign-in needed (visitors use video chat). The TURN entry carries a coturn REST API ' +
          'credential: username `<unix expiry seconds>:<random label>` (no identity of the caller), ' +
          'credential base64(HMAC-SHA1(TURN_SECRET, username)), valid for ' +
          'TURN_CREDENTIAL_TTL_SECONDS. relayAvailable tells the page whether “Hide my IP” ' +
          '(iceTransportPolicy relay) can work. Never cached: fetch it again for each call.',
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return buildIceServers(ctx.config.ice);
    },
  );
}
