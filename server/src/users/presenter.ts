import {
  INTERFACE_LANGUAGES,
  type InterfaceLanguage,
  type PublicUser,
  type SelfUser,
  type UserSummary,
} from '@serendip/protocol';
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
  const language = interfaceLanguage(row.language);
  return {
    ...presentPublic(row),
    email: row.email,
    blockedBy: blocks.blockedBy,
    blockedUsers: blocks.blockedUsers,
    onboardingCompleted: row.onboardingCompleted,
    shareReadState: row.shareReadState,
    // Only when chosen: an account without one reads as it always did.
    ...(language ? { language } : {}),
  };
}

/** The stored interface language when it is one the product speaks (null: none chosen). */
export function interfaceLanguage(value: string | null | undefined): InterfaceLanguage | undefined {
  return INTERFACE_LANGUAGES.find((code) => code === value);
}
