import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { commentBody, type Comment } from '@serendip/protocol';
import type { AppContext } from '../platform/context';
import { unauthorized } from '../platform/errors';
import { parseId } from '../platform/ids';
import { addComment, listComments } from './service';

const params = z.object({ photoId: z.string() });
const tags = ['comments'];

/** A photo's comments, fetched when its card first opens them, and adding one. */
export async function registerCommentRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/comments/:photoId',
    {
      preHandler: ctx.auth.optionalUser,
      schema: {
        tags,
        params,
        summary: "A photo's comments",
        description:
          'Oldest first; the newest 200. 404 when the photo is unknown or hidden by a block; ' +
          'comments by someone in a blocked pair with the viewer are left out.',
      },
    },
    async (request): Promise<Comment[]> =>
      listComments(ctx, request.userId, parseId(request.params.photoId, 'Photo')),
  );

  api.post(
    '/api/comments/:photoId',
    {
      preHandler: ctx.auth.requireUser,
      config: { rateLimit: { max: 60, timeWindow: '10 minutes' } },
      schema: {
        tags,
        params,
        body: commentBody,
        summary: 'Comment on a photo',
        description:
          'Answers 201 with the Comment; the owner is notified unless it is their own photo.',
      },
    },
    async (request, reply): Promise<Comment> => {
      if (!request.userId) throw unauthorized();
      const comment = await addComment(
        ctx,
        request.userId,
        parseId(request.params.photoId, 'Photo'),
        request.body.text,
      );
      reply.code(201);
      return comment;
    },
  );
}
