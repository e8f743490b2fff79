/** Result schemas of the bell's notifications. */
import { z } from 'zod';
import { userSummarySchema } from './users';

/**
 * What a notification leads to. `kind` says what `id` names: 'like' the photo, 'comment' the
 * comment (with `photoId`), 'friendRequest' and 'friendAccepted' the other person. Kinds may be
 * added; a client treats an unknown kind as a plain notification and follows its `link`.
 */
export const notificationTargetSchema = z.object({
  kind: z.string(),
  id: z.string(),
  photoId: z.string().optional(),
});

export const notificationSchema = z.object({
  _id: z.string(),
  message: z.string(),
  link: z.string().optional(),
  read: z.boolean(),
  createdAt: z.string(),
  /** Extra: who did it, with their current picture. */
  actor: userSummarySchema.optional(),
  /** Extra: what it is about, so a client can open exactly that. */
  target: notificationTargetSchema.optional(),
  /** Extra: the post's thumbnail (a photo, or a video's poster) when it is about a post. */
  thumbnail: z.string().optional(),
});
