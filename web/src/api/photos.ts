import {
  PAGE_SIZE_FEED,
  captionBody,
  commentBody,
  type Comment,
  type FeedPage,
  type MessageResponse,
  type Photo,
} from '@serendip/protocol';
import { api } from './http';

/** Typed calls for photo and video posts and their comments (docs/protocol.md). */

/** One page of friends' posts, newest first. */
export function fetchFeedPage(page: number, signal?: AbortSignal): Promise<FeedPage> {
  return api.get('/api/photos/feed', { query: { page, limit: PAGE_SIZE_FEED }, signal });
}

/** One page of everyone's posts for the explore grid. */
export function fetchExplorePage(page: number, signal?: AbortSignal): Promise<FeedPage> {
  return api.get('/api/photos/explore', { query: { page, limit: PAGE_SIZE_FEED }, signal });
}

/** One post (a notification's target). */
export function fetchPhoto(photoId: string, signal?: AbortSignal): Promise<Photo> {
  return api.get('/api/photos/:id', { params: { id: photoId }, signal });
}

export function fetchUserPhotos(userId: string, signal?: AbortSignal): Promise<Photo[]> {
  return api.get('/api/photos/user/:userId', { params: { userId }, signal });
}

/** Posts an (already compressed) image; the caption goes first so a streaming server sees it. */
export function uploadPhoto(image: File, caption: string): Promise<Photo> {
  const body = new FormData();
  body.append('caption', caption);
  body.append('image', image);
  return api.post('/api/photos', { body });
}

export function updateCaption(photoId: string, caption: string): Promise<Photo> {
  return api.put('/api/photos/:id', {
    params: { id: photoId },
    body: captionBody.parse({ caption }),
  });
}

/** Likes the photo, or unlikes it when already liked; answers the updated photo. */
export async function toggleLike(photoId: string): Promise<Photo> {
  const { photo } = await api.put('/api/photos/like/:id', { params: { id: photoId } });
  return photo;
}

export function deletePhoto(photoId: string): Promise<MessageResponse> {
  return api.delete('/api/photos/:id', { params: { id: photoId } });
}

export function fetchComments(photoId: string, signal?: AbortSignal): Promise<Comment[]> {
  return api.get('/api/comments/:photoId', { params: { photoId }, signal });
}

/** Adds a comment; the text must already be non-blank. */
export function addComment(photoId: string, text: string): Promise<Comment> {
  return api.post('/api/comments/:photoId', {
    params: { photoId },
    body: commentBody.parse({ text }),
  });
}
