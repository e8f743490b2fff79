import type { FastifyInstance } from 'fastify';
import { HTTP_ROUTES } from '@serendip/protocol';
import type { AppContext } from '../platform/context';
import { routeRegistrar } from '../platform/httpRoutes';
import { sendContactMessage } from './service';

/** POST /api/contact: the contact form, captcha-checked, stored and mailed to support. */
export async function registerContactRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  routeRegistrar(app, ctx)(
    HTTP_ROUTES.site.contact,
    {
      docs: {
        tags: ['contact'],
        summary: 'Send a message to the site’s support address.',
      },
    },
    async (request, reply) => {
      const result = await sendContactMessage(ctx, request.body, request.ip);
      reply.code(201);
      return result;
    },
  );
}
