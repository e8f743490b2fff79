import type { FastifyInstance } from 'fastify';
import { HTTP_ROUTES } from '@serendip/protocol';
import type { AppContext } from '../platform/context';
import { routeRegistrar } from '../platform/httpRoutes';
import { unauthorized } from '../platform/errors';
import { parseId } from '../platform/ids';
import { addComment, listComments } from './service';

const routes = HTTP_ROUTES.comments;
const tags = ['comments'];

/** A photo's comments, fetched when its card first opens them, and adding one. */
export async function registerCommentRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const route = routeRegistrar(app, ctx);

  route(
    routes.list,
    {
      preHandler: ctx.auth.optionalUser,
      docs: {
        tags,
        summary: "A photo's comments",
        description:
          'Oldest first; the newest 200. 404 when the photo is unknown or hidden by a block; ' +
          'comments by someone in a blocked pair with the viewer are left out.',
      },
    },
    async (request) => listComments(ctx, request.userId, parseId(request.params.photoId, 'Photo')),
  );

  route(
    routes.add,
    {
      preHandler: ctx.auth.requireUser,
      docs: {
        tags,
        summary: 'Comment on a photo',
        description:
          'Answers 201 with the Comment; the owner is notified unless it is their own photo.',
      },
    },
    async (request, reply) => {
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
