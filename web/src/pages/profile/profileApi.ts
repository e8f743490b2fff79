import type { MessageResponse, ReportCategory, UserProfile } from '@serendip/protocol';
import { reportBody } from '@serendip/protocol';
import { api } from '../../api/http';

/** Profile calls of SPEC §7 for another user's page. */
const id = (userId: string) => encodeURIComponent(userId);

/** GET /api/users/{id}; a blocked user's profile carries only a few fields, so fill the rest. */
export async function fetchUserProfile(userId: string): Promise<UserProfile> {
  const profile = await api.get<Partial<UserProfile> & Pick<UserProfile, '_id' | 'username'>>(
    `/api/users/${id(userId)}`,
  );
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
  return api.put<MessageResponse>(`/api/users/block/${id(userId)}`);
}

export function unblockUser(userId: string): Promise<MessageResponse> {
  return api.put<MessageResponse>(`/api/users/unblock/${id(userId)}`);
}

export function reportUser(
  userId: string,
  reason: string,
  category?: ReportCategory,
): Promise<MessageResponse> {
  return api.post<MessageResponse>(
    `/api/users/report/${id(userId)}`,
    reportBody.parse({ reason, category }),
  );
}
