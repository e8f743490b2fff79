import type { FriendEntry, MessageResponse, SearchResult, UserSummary } from '@serendip/protocol';
import { api } from './http';

/** Friend and search calls of SPEC §7; every id is URL-encoded into the path. */
const id = (userId: string) => encodeURIComponent(userId);

export function searchUsers(query: string): Promise<SearchResult[]> {
  return api.get<SearchResult[]>(`/api/users/search?username=${encodeURIComponent(query)}`);
}

export function fetchFriends(): Promise<FriendEntry[]> {
  return api.get<FriendEntry[]>('/api/friends');
}

/** People who sent the signed-in user a friend request that is still pending. */
export function fetchFriendRequests(): Promise<UserSummary[]> {
  return api.get<UserSummary[]>('/api/friends/requests');
}

/** Sends a request; when that user had already asked, the two become friends at once. */
export function sendFriendRequest(userId: string): Promise<MessageResponse> {
  return api.post<MessageResponse>(`/api/friends/request/${id(userId)}`);
}

export function acceptFriendRequest(userId: string): Promise<MessageResponse> {
  return api.post<MessageResponse>(`/api/friends/accept/${id(userId)}`);
}

export function rejectFriendRequest(userId: string): Promise<MessageResponse> {
  return api.post<MessageResponse>(`/api/friends/reject/${id(userId)}`);
}

export function removeFriend(userId: string): Promise<MessageResponse> {
  return api.delete<MessageResponse>(`/api/friends/${id(userId)}`);
}
