import type { FriendEntry, MessageResponse, SearchResult, UserSummary } from '@serendip/protocol';
import { api } from './http';

/** Friend and search calls (ids are URL-encoded into the path by the client). */

export function searchUsers(query: string, signal?: AbortSignal): Promise<SearchResult[]> {
  return api.get('/api/users/search', { query: { username: query }, signal });
}

export function fetchFriends(signal?: AbortSignal): Promise<FriendEntry[]> {
  return api.get('/api/friends', { signal });
}

/** People who sent the signed-in user a friend request that is still pending. */
/** The query key of the pending friend requests sent to the signed-in user. */
export const FRIEND_REQUESTS_KEY = ['friendRequests'] as const;

export function fetchFriendRequests(signal?: AbortSignal): Promise<UserSummary[]> {
  return api.get('/api/friends/requests', { signal });
}

/** Sends a request; when that user had already asked, the two become friends at once. */
export function sendFriendRequest(userId: string): Promise<MessageResponse> {
  return api.post('/api/friends/request/:id', { params: { id: userId } });
}

export function acceptFriendRequest(userId: string): Promise<MessageResponse> {
  return api.post('/api/friends/accept/:id', { params: { id: userId } });
}

export function rejectFriendRequest(userId: string): Promise<MessageResponse> {
  return api.post('/api/friends/reject/:id', { params: { id: userId } });
}

export function removeFriend(userId: string): Promise<MessageResponse> {
  return api.delete('/api/friends/:id', { params: { id: userId } });
}
