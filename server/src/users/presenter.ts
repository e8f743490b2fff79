import type { PublicUser, SelfUser, UserSummary } from '@serendip/protocol';
import type { users } from '../platform/db/schema';

type UserRow = typeof users.$inferSelect;

/** The few fields anyone may see in a list (friends, recommendations, a revealed partner). */
export function presentSummary(
  row: Pick<UserRow, 'id' | 'username' | 'profilePicture'>,
): UserSummary {
  return { _id: row.id, username: row.username, profilePicture: row.profilePicture };
}

/** A user's public profile. */
export function presentPublic(
  row: Pick<UserRow, 'id' | 'username' | 'profilePicture' | 'bio' | 'interests'>,
): PublicUser {
  return { ...presentSummary(row), bio: row.bio, interests: row.interests };
}

/** The signed-in user's own record; the password hash and token version never leave. */
export function presentSelf(
  row: UserRow,
  blocks: { blockedBy: string[]; blockedUsers: string[] },
): SelfUser {
  return {
    ...presentPublic(row),
    email: row.email,
    blockedBy: blocks.blockedBy,
    blockedUsers: blocks.blockedUsers,
    onboardingCompleted: row.onboardingCompleted,
    shareReadState: row.shareReadState,
  };
}
