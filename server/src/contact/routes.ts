import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contactBody, type MessageResponse } from '@serendip/protocol';
import type { AppContext } from '../platform/context';
import { sendContactMessage } from './service';

/** POST /api/contact: the contact form, captcha-checked, stored and mailed to support. */
export async function registerContactRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/contact',
    {
      config: { rateLimit: { max: 5, timeWindow: 10 * 60_000 } },
      schema: {
        body: contactBody,
        tags: ['contact'],
        summary: 'Send a message to the site’s support address.',
      },
    },
    async (request, reply): Promise<MessageResponse> => {
      const result = await sendContactMessage(ctx, request.body, request.ip);
      reply.code(201);
      return result;
    },
  );
}
