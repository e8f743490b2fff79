import { DEFAULT_AVATAR, type SearchResult, type UserProfile } from '@serendip/protocol';
import { presentPublic, presentSummary } from '../users/presenter';
import type { RelatedUser } from './queries';

/** A profile with how it relates to the viewer (GET /api/users/{id}). */
export function presentProfile(user: RelatedUser): UserProfile {
  return {
    ...presentPublic(user),
    isFriend: user.isFriend,
    requestSent: user.requestSent,
    requestReceived: user.requestReceived,
    isBlocked: false,
  };
}

/** A user the viewer blocked: only what the Unblock button needs, nothing they wrote or posted. */
export function presentBlockedProfile(user: Pick<RelatedUser, 'id' | 'username'>): UserProfile {
  return {
    _id: user.id,
    username: user.username,
    profilePicture: DEFAULT_AVATAR,
    bio: '',
    interests: [],
    isBlocked: true,
    isFriend: false,
    requestSent: false,
    requestReceived: false,
  };
}

/** A row of GET /api/users/search. */
export function presentSearchResult(
  row: Pick<
    RelatedUser,
    'id' | 'username' | 'profilePicture' | 'isFriend' | 'requestSent' | 'requestReceived'
  >,
): SearchResult {
  return {
    ...presentSummary(row),
    isFriend: row.isFriend,
    requestSent: row.requestSent,
    requestReceived: row.requestReceived,
  };
}
