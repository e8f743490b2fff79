import type { FastifyInstance } from 'fastify';
import { captionSchema, HTTP_ROUTES } from '@serendip/protocol';
import type { AppContext } from '../platform/context';
import { routeRegistrar } from '../platform/httpRoutes';
import { invalid } from '../platform/errors';
import { signedIn } from '../platform/requests';
import { parseId } from '../platform/ids';
import { withUpload } from '../media/upload';
import { createPhoto, deletePhoto, editCaption, getPhoto, toggleLike } from './service';
import { exploreFeed, friendsFeed, userPhotos } from './lists';

const routes = HTTP_ROUTES.photos;
const tags = ['photos'];

/** The caption field of the upload form, checked like PUT's body (400 past the limit). */
function uploadCaption(fields: Record<string, string>): string {
  const parsed = captionSchema.safeParse(fields.caption ?? '');
  if (!parsed.success) throw invalid(parsed.error.issues[0]?.message ?? 'Invalid caption.');
  return parsed.data;
}

/** Photo and video posts: upload, caption, like, delete, profile list, feed, explore. */
export async function registerPhotoRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const route = routeRegistrar(app, ctx);
  const { requireUser, optionalUser } = ctx.auth;

  route(
    routes.create,
    {
      preHandler: requireUser,
      docs: {
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
    async (request, reply) => {
      const photo = await withUpload(request, 'image', ['image', 'video'], ctx.config, (upload) =>
        createPhoto(ctx, signedIn(request), upload, uploadCaption(upload.fields)),
      );
      reply.code(201);
      return photo;
    },
  );

  route(
    routes.feed,
    {
      preHandler: requireUser,
      docs: {
        tags,
        summary: "Friends' feed",
        description:
          "Posts of the signed-in user's friends (not their own), newest first, never from a " +
          'blocked pair. `totalPages` = ceil(count / limit), where counting stops 1000 posts past ' +
          'the requested page (then it is a lower bound that grows as one pages on); a page past ' +
          'the end has no photos.',
      },
    },
    async (request) => friendsFeed(ctx, signedIn(request), request.query),
  );

  route(
    routes.explore,
    {
      preHandler: optionalUser,
      docs: {
        tags,
        summary: 'Explore: everyone’s posts',
        description:
          'All posts newest first (visitors too); a signed-in viewer does not see those of a blocked ' +
          'pair. Same page shape and `totalPages` rule as the feed.',
      },
    },
    async (request) => exploreFeed(ctx, request.userId, request.query),
  );

  route(
    routes.ofUser,
    {
      preHandler: optionalUser,
      docs: {
        tags,
        summary: "A profile's photos",
        description:
          'Newest first, the newest 100 unless paged. Empty when the viewer and the owner are a blocked pair; 404 for an unknown user.',
      },
    },
    async (request) =>
      userPhotos(ctx, request.userId, parseId(request.params.userId, 'User'), request.query),
  );

  route(
    routes.get,
    {
      preHandler: requireUser,
      docs: {
        tags,
        summary: 'One post',
        description:
          'The post with its likes and comments as the viewer sees them (a notification opens it); ' +
          '404 when it is gone or the viewer and the owner are a blocked pair.',
      },
    },
    async (request) => getPhoto(ctx, signedIn(request), parseId(request.params.id, 'Photo')),
  );

  route(
    routes.like,
    {
      preHandler: requireUser,
      docs: {
        tags,
        summary: 'Like or unlike',
        description:
          'Toggles the like; answers `{ photo }`. The owner is notified of a new like by someone else.',
      },
    },
    async (request) => ({
      photo: await toggleLike(ctx, signedIn(request), parseId(request.params.id, 'Photo')),
    }),
  );

  route(
    routes.editCaption,
    {
      preHandler: requireUser,
      docs: {
        tags,
        summary: 'Edit the caption (owner only)',
      },
    },
    async (request) =>
      editCaption(
        ctx,
        signedIn(request),
        parseId(request.params.id, 'Photo'),
        request.body.caption,
      ),
  );

  route(
    routes.remove,
    {
      preHandler: requireUser,
      docs: { tags, summary: 'Delete a post and its files (owner only)' },
    },
    async (request) => {
      await deletePhoto(ctx, signedIn(request), parseId(request.params.id, 'Photo'));
      return { message: 'Photo deleted successfully!' };
    },
  );
}
