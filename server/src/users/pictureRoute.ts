import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { HTTP_ROUTES, type SelfUser } from '@serendip/protocol';
import type { AppContext } from '../platform/context';
import { routeRegistrar } from '../platform/httpRoutes';
import { users } from '../platform/db/schema';
import { notFound } from '../platform/errors';
import { saveImage } from '../media/images';
import { withUpload } from '../media/upload';
import type { MediaInput } from '../media/types';
import { presentSelf } from './presenter';
import { blocksOf } from './queries';

const AVATAR_FOLDER = 'avatars';

/** PUT /api/users/profile/picture: multipart field profilePicture, an image; answers SELF. */
export async function registerProfilePictureRoute(
  app: FastifyInstance,
  ctx: AppContext,
): Promise<void> {
  routeRegistrar(app, ctx)(
    HTTP_ROUTES.users.profilePicture,
    {
      preHandler: ctx.auth.requireUser,
      docs: { consumes: ['multipart/form-data'], summary: 'Replace the profile picture' },
    },
    async (request) =>
      withUpload(request, 'profilePicture', ['image'], ctx.config, (upload) =>
        replaceProfilePicture(ctx, request.userId!, upload.path),
      ),
  );
}

/**
 * Re-encodes and stores the image as the user's picture, then deletes the previous upload.
 * The row is locked while swapping so two uploads at once cannot orphan a file.
 */
export async function replaceProfilePicture(
  ctx: AppContext,
  userId: string,
  image: MediaInput,
): Promise<SelfUser> {
  const picture = await saveImage(ctx.media, AVATAR_FOLDER, image);
  let previous: string;
  let row: typeof users.$inferSelect;
  try {
    ({ previous, row } = await ctx.db.transaction(async (tx) => {
      const [current] = await tx
        .select({ profilePicture: users.profilePicture })
        .from(users)
        .where(eq(users.id, userId))
        .for('update');
      if (!current) throw notFound('Profile not found.');
      const [updated] = await tx
        .update(users)
        .set({ profilePicture: picture })
        .where(eq(users.id, userId))
        .returning();
      return { previous: current.profilePicture, row: updated };
    }));
  } catch (error) {
    await ctx.media.remove(picture);
    throw error;
  }
  // The store ignores paths it did not make (the default avatar); a failed delete only leaves a stray file.
  await ctx.media.remove(previous).catch((error: unknown) => {
    ctx.logger.warn(
      { err: error, path: previous },
      'could not delete the previous profile picture',
    );
  });
  return presentSelf(row, await blocksOf(ctx.db, userId));
}
