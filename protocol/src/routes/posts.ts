import { z } from 'zod';
import type { Comment, FeedPage, Photo } from '../entities';
import { httpRoute, messageResponse, wireType } from '../httpRoute';
import { captionBody, commentBody, pageQuery } from '../posts';

const TEN_MINUTES_MS = 10 * 60_000;
const photo = wireType<Photo>('Photo');
const feedPage = wireType<FeedPage>('FeedPage: { photos, currentPage, totalPages }');

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
    result: photo,
    rateLimit: { max: 30, windowMs: 60 * 60_000 },
  }),
  feed: httpRoute({ method: 'GET', path: '/api/photos/feed', query: pageQuery, result: feedPage }),
  explore: httpRoute({
    method: 'GET',
    path: '/api/photos/explore',
    query: pageQuery,
    result: feedPage,
  }),
  ofUser: httpRoute({
    method: 'GET',
    path: '/api/photos/user/:userId',
    query: userPhotosQuery,
    result: wireType<Photo[]>('Photo[]'),
  }),
  get: httpRoute({ method: 'GET', path: '/api/photos/:id', result: photo }),
  like: httpRoute({
    method: 'PUT',
    path: '/api/photos/like/:id',
    result: z.object({ photo }),
    rateLimit: { max: 300, windowMs: TEN_MINUTES_MS },
  }),
  editCaption: httpRoute({
    method: 'PUT',
    path: '/api/photos/:id',
    body: captionBody,
    result: photo,
  }),
  remove: httpRoute({ method: 'DELETE', path: '/api/photos/:id', result: messageResponse }),
};

export const commentRoutes = {
  list: httpRoute({
    method: 'GET',
    path: '/api/comments/:photoId',
    result: wireType<Comment[]>('Comment[]'),
  }),
  add: httpRoute({
    method: 'POST',
    path: '/api/comments/:photoId',
    body: commentBody,
    result: wireType<Comment>('Comment'),
    rateLimit: { max: 60, windowMs: TEN_MINUTES_MS },
  }),
};
