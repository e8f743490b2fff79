import { eq } from 'drizzle-orm';
import type { OnboardingBody, ProfileUpdateBody, SelfUser, UserSummary } from '@serendip/protocol';
import type { AppContext } from '../platform/context';
import { conflict, isUniqueViolation, notFound } from '../platform/errors';
import { users } from '../platform/db/schema';
import { presentSummary } from './presenter';
import { findUserById, loadSelf, usernameTaken } from './queries';
import { recommendedUsers } from './recommendations';
import { accountLanguageChanged } from './accountLanguage';

/** Usernames are unique whatever their case: registration and profile edits say so alike. */
export const USERNAME_TAKEN = 'Username is already taken.';

const PROFILE_NOT_FOUND = 'Profile not found.';
const RECOMMENDATIONS = 20;

/** The signed-in user's own record (GET /api/users/profile). */
export async function getOwnProfile(ctx: AppContext, userId: string): Promise<SelfUser> {
  const self = await loadSelf(ctx.db, userId);
  if (!self) throw notFound(PROFILE_NOT_FOUND);
  return self;
}

/** Changes only the fields sent; a username taken by someone else (any case) is a 409 and nothing changes. */
export async function updateProfile(
  ctx: AppContext,
  userId: string,
  body: ProfileUpdateBody,
): Promise<SelfUser> {
  const changes: Partial<typeof users.$inferInsert> = {};
  if (body.username !== undefined) {
    if (await usernameTaken(ctx.db, body.username, userId)) throw conflict(USERNAME_TAKEN);
    changes.username = body.username;
  }
  if (body.bio !== undefined) changes.bio = body.bio;
  if (body.interests !== undefined) changes.interests = body.interests;
  if (body.shareReadState !== undefined) changes.shareReadState = body.shareReadState;
  if (body.language !== undefined) changes.language = body.language;
  await applyChanges(ctx, userId, changes);
  if (body.language !== undefined) await accountLanguageChanged(ctx, userId);
  return getOwnProfile(ctx, userId);
}

/** Saves what onboarding collected (bio, interests; both optional) and marks onboarding completed. */
export async function completeOnboarding(
  ctx: AppContext,
  userId: string,
  body: OnboardingBody,
): Promise<SelfUser> {
  const changes: Partial<typeof users.$inferInsert> = { onboardingCompleted: true };
  if (body.bio !== undefined) changes.bio = body.bio;
  if (body.interests !== undefined) changes.interests = body.interests;
  await applyChanges(ctx, userId, changes);
  return getOwnProfile(ctx, userId);
}

/** People to befriend: shared interests first (most shared, then newest), then the newest others. */
export async function getRecommendations(ctx: AppContext, userId: string): Promise<UserSummary[]> {
  const me = await findUserById(ctx.db, userId);
  if (!me) throw notFound(PROFILE_NOT_FOUND);
  const rows = await recommendedUsers(ctx.db, me, RECOMMENDATIONS);
  return rows.map(presentSummary);
}

async function applyChanges(
  ctx: AppContext,
  userId: string,
  changes: Partial<typeof users.$inferInsert>,
) {
  if (Object.keys(changes).length === 0) return;
  try {
    await ctx.db.update(users).set(changes).where(eq(users.id, userId));
  } catch (error) {
    // Someone took the name between the check and the write.
    if (isUniqueViolation(error, 'users_username_lower_key')) throw conflict(USERNAME_TAKEN);
    throw error;
  }
}
