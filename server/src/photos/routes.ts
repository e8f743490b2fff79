import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  captionSchema,
  captionBody,
  pageQuery,
  type FeedPage,
  type MessageResponse,
  type Photo,
} from '@serendip/protocol';
import type { AppContext } from '../platform/context';
import { invalid, unauthorized } from '../platform/errors';
import { parseId } from '../platform/ids';
import { withUpload } from '../media/upload';
import { createPhoto, deletePhoto, editCaption, getPhoto, toggleLike } from './service';
import { exploreFeed, friendsFeed, userPhotos } from './lists';

const idParams = z.object({ id: z.string() });
const userParams = z.object({ userId: z.string() });

/** A profile's photos: the newest 100 unless the client pages (?page=&limit=, limit up to 100). */
const userPhotosQuery = z.object({
  page: pageQuery.shape.page,
  limit: z.coerce.number().int().min(1).max(100).default(100),
});

const tags = ['photos'];

function signedIn(request: FastifyRequest): string {
  if (!request.userId) throw unauthorized();
  return request.userId;
}

/** The caption field of the upload form, checked like PUT's body (400 past the limit). */
function uploadCaption(fields: Record<string, string>): string {
  const parsed = captionSchema.safeParse(fields.caption ?? '');
  if (!parsed.success) throw invalid(parsed.error.issues[0]?.message ?? 'Invalid caption.');
  return parsed.data;
}

/** Photo and video posts: upload, caption, like, delete, profile list, feed, explore. */
export async function registerPhotoRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { requireUser, optionalUser } = ctx.auth;

  api.post(
    '/api/photos',
    {
      preHandler: requireUser,
      config: { rateLimit: { max: 30, timeWindow: '1 hour' } },
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        summary: 'Post a photo or a video',
        description:
          'Multipart fields `image` (an image, re-encoded; or an MP4/WebM/QuickTime video, given a poster ' +
          'and an aspect ratio) and `caption` (optional, at most 2200 characters). A video must be ' +
          'proven by ffprobe, use a codec browsers play (H.264, HEVC, VP8, VP9, AV1), weigh at most ' +
          '50 MB and last at most 60 seconds (413 otherwise); its poster passes the image check. ' +
          'Answers 201 with the Photo; 415 when the file is neither an image nor a playable video.',
      },
    },
    async (request, reply): Promise<Photo> => {
      const photo = await withUpload(request, 'image', ['image', 'video'], ctx.config, (upload) =>
        createPhoto(ctx, signedIn(request), upload, uploadCaption(upload.fields)),
      );
      reply.code(201);
      return photo;
    },
  );

  api.get(
    '/api/photos/feed',
    {
      preHandler: requireUser,
      schema: {
        tags,
        querystring: pageQuery,
        summary: "Friends' feed",
        description:
          "Posts of the signed-in user's friends (not their own), newest first, never from a " +
          'blocked pair. `totalPages` = ceil(count / limit), where counting stops 1000 posts past ' +
          'the requested page (then it is a lower bound that grows as one pages on); a page past ' +
          'the end has no photos.',
      },
    },
    async (request): Promise<FeedPage> => friendsFeed(ctx, signedIn(request), request.query),
  );

  api.get(
    '/api/photos/explore',
    {
      preHandler: optionalUser,
      schema: {
        tags,
        querystring: pageQuery,
        summary: 'Explore: everyone’s posts',
        description:
          'All posts newest first (visitors too); a signed-in viewer does not see those of a blocked ' +
          'pair. Same page shape and `totalPages` rule as the feed.',
      },
    },
    async (request): Promise<FeedPage> => exploreFeed(ctx, request.userId, request.query),
  );

  api.get(
    '/api/photos/user/:userId',
    {
      preHandler: optionalUser,
      schema: {
        tags,
        params: userParams,
        querystring: userPhotosQuery,
        summary: "A profile's photos",
        description:
          'Newest first, the newest 100 unless paged. Empty when the viewer and the owner are a blocked pair; 404 for an unknown user.',
      },
    },
    async (request): Promise<Photo[]> =>
      userPhotos(ctx, request.userId, parseId(request.params.userId, 'User'), request.query),
  );

  api.get(
    '/api/photos/:id',
    {
      preHandler: requireUser,
      schema: {
        tags,
        params: idParams,
        summary: 'One post',
        description:
          'The post with its likes and comments as the viewer sees them (a notification opens it); ' +
          '404 when it is gone or the viewer and the owner are a blocked pair.',
      },
    },
    async (request): Promise<Photo> =>
      getPhoto(ctx, signedIn(request), parseId(request.params.id, 'Photo')),
  );

  api.put(
    '/api/photos/like/:id',
    {
      preHandler: requireUser,
      config: { rateLimit: { max: 300, timeWindow: '10 minutes' } },
      schema: {
        tags,
        params: idParams,
        summary: 'Like or unlike',
        description:
          'Toggles the like; answers `{ photo }`. The owner is notified of a new like by someone else.',
      },
    },
    async (request): Promise<{ photo: Photo }> => ({
      photo: await toggleLike(ctx, signedIn(request), parseId(request.params.id, 'Photo')),
    }),
  );

  api.put(
    '/api/photos/:id',
    {
      preHandler: requireUser,
      schema: {
        tags,
        params: idParams,
        body: captionBody,
        summary: 'Edit the caption (owner only)',
      },
    },
    async (request): Promise<Photo> =>
      editCaption(
        ctx,
        signedIn(request),
        parseId(request.params.id, 'Photo'),
        request.body.caption,
      ),
  );

  api.delete(
    '/api/photos/:id',
    {
      preHandler: requireUser,
      schema: { tags, params: idParams, summary: 'Delete a post and its files (owner only)' },
    },
    async (request): Promise<MessageResponse> => {
      await deletePhoto(ctx, signedIn(request), parseId(request.params.id, 'Photo'));
      return { message: 'Photo deleted successfully!' };
    },
  );
}
