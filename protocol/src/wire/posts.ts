/** Result schemas of posts: photos and videos, their comments, feed pages. */
import { z } from 'zod';
import { userSummarySchema } from './users';

export const commentSchema = z.object({
  _id: z.string(),
  user: z.object({ _id: z.string(), username: z.string() }),
  text: z.string(),
  createdAt: z.string().optional(),
});

export const photoSchema = z.object({
  _id: z.string(),
  user: userSummarySchema,
  type: z.enum(['image', 'video']),
  imageUrl: z.string(),
  thumbnailUrl: z.string().optional(),
  aspectRatio: z.number().optional(),
  caption: z.string(),
  likes: z.array(z.string()),
  /** Comments are fetched when first opened (on the photo card); lists carry none. */
  comments: z.array(commentSchema),
  commentCount: z.number(),
  createdAt: z.string(),
});

export const feedPageSchema = z.object({
  photos: z.array(photoSchema),
  currentPage: z.number(),
  totalPages: z.number(),
});
