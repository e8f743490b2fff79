import type { MessageResponse, ReportCategory, UserProfile } from '@serendip/protocol';
import { reportBody } from '@serendip/protocol';
import { api } from '../../api/http';

/** Profile calls for another user's page. */

/** GET /api/users/{id}; a blocked user's profile carries only a few fields, so fill the rest. */
export async function fetchUserProfile(userId: string, signal?: AbortSignal): Promise<UserProfile> {
  const profile = await api.get('/api/users/:id', { params: { id: userId }, signal });
  return {
    profilePicture: '',
    bio: '',
    interests: [],
    isFriend: false,
    requestSent: false,
    requestReceived: false,
    isBlocked: false,
    ...profile,
  };
}

export function blockUser(userId: string): Promise<MessageResponse> {
  return api.put('/api/users/block/:id', { params: { id: userId } });
}

export function unblockUser(userId: string): Promise<MessageResponse> {
  return api.put('/api/users/unblock/:id', { params: { id: userId } });
}

export function reportUser(
  userId: string,
  reason: string,
  category?: ReportCategory,
): Promise<MessageResponse> {
  return api.post('/api/users/report/:id', {
    params: { id: userId },
    body: reportBody.parse({ reason, category }),
  });
}
