import { z } from 'zod';
import { httpRoute, messageResponse } from '../httpRoute';
import { captionBody, commentBody, pageQuery } from '../posts';
import { commentSchema, feedPageSchema, photoSchema } from '../wire/posts';

const TEN_MINUTES_MS = 10 * 60_000;

/** A profile's photos: the newest 100 unless the client pages (?page=&limit=, limit up to 100). */
const userPhotosQuery = z.object({
  page: pageQuery.shape.page,
  limit: z.coerce.number().int().min(1).max(100).default(100),
});

/** Photo and video posts and their comments. */
export const photoRoutes = {
  create: httpRoute({
    method: 'POST',
    path: '/api/photos',
    upload: true,
    result: photoSchema,
    rateLimit: { max: 30, windowMs: 60 * 60_000 },
  }),
  feed: httpRoute({
    method: 'GET',
    path: '/api/photos/feed',
    query: pageQuery,
    result: feedPageSchema,
  }),
  explore: httpRoute({
    method: 'GET',
    path: '/api/photos/explore',
    query: pageQuery,
    result: feedPageSchema,
  }),
  ofUser: httpRoute({
    method: 'GET',
    path: '/api/photos/user/:userId',
    query: userPhotosQuery,
    result: z.array(photoSchema),
  }),
  get: httpRoute({ method: 'GET', path: '/api/photos/:id', result: photoSchema }),
  like: httpRoute({
    method: 'PUT',
    path: '/api/photos/like/:id',
    result: z.object({ photo: photoSchema }),
    rateLimit: { max: 300, windowMs: TEN_MINUTES_MS },
  }),
  editCaption: httpRoute({
    method: 'PUT',
    path: '/api/photos/:id',
    body: captionBody,
    result: photoSchema,
  }),
  remove: httpRoute({ method: 'DELETE', path: '/api/photos/:id', result: messageResponse }),
};

export const commentRoutes = {
  list: httpRoute({
    method: 'GET',
    path: '/api/comments/:photoId',
    result: z.array(commentSchema),
  }),
  add: httpRoute({
    method: 'POST',
    path: '/api/comments/:photoId',
    body: commentBody,
    result: commentSchema,
    rateLimit: { max: 60, windowMs: TEN_MINUTES_MS },
  }),
};
