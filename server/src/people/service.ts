import { and, eq } from 'drizzle-orm';
import type { MessageResponse, SearchResult, UserProfile } from '@serendip/protocol';
import type { AppContext } from '../platform/context';
import { accessChanged, pairTag } from '../platform/accessCache';
import type { Database } from '../platform/db/database';
import { blocks } from '../platform/db/schema';
import { invalid, notFound } from '../platform/errors';
import { friendsChanged } from './friendsChanged';
import { presentBlockedProfile, presentProfile, presentSearchResult } from './presenter';
import { profileView } from './policies';
import { findRelatedUser, lockPair, searchUsers, severTies, usernameOf } from './queries';

export const PROFILE_NOT_FOUND = 'Profile not found.';
export const USER_NOT_FOUND = 'User not found.';
const SEARCH_LIMIT = 20;

/** Another user's profile as `viewerId` (or an anonymous viewer) may see it. */
export async function getProfile(
  ctx: Pick<AppContext, 'db'>,
  viewerId: string | undefined,
  userId: string,
): Promise<UserProfile> {
  const user = await findRelatedUser(ctx.db, viewerId, userId);
  if (!user) throw notFound(PROFILE_NOT_FOUND);
  if (viewerId === userId) return presentProfile(user);
  switch (profileView(user)) {
    case 'hidden':
      throw notFound(PROFILE_NOT_FOUND);
    case 'blockedByViewer':
      return presentBlockedProfile(user);
    case 'full':
      return presentProfile(user);
  }
}

/** Search by part of a username; blank text answers [] without touching the database. */
export async function searchPeople(
  ctx: Pick<AppContext, 'db'>,
  viewerId: string,
  text: string,
): Promise<SearchResult[]> {
  const needle = text.trim();
  if (!needle) return [];
  const rows = await searchUsers(ctx.db, viewerId, needle, SEARCH_LIMIT);
  return rows.map(presentSearchResult);
}

async function existingUsername(db: Database, userId: string): Promise<string> {
  const username = await usernameOf(db, userId);
  if (username === undefined) throw notFound(USER_NOT_FOUND);
  return username;
}

/**
 * Blocks `userId` for `blockerId` (again is fine) and, in the same transaction, ends their
 * friendship and cancels pending friend requests both ways (blocking also unfriends).
 */
export async function blockUser(
  ctx: Pick<AppContext, 'db' | 'io' | 'hub' | 'logger'>,
  blockerId: string,
  userId: string,
): Promise<MessageResponse> {
  if (blockerId === userId) throw invalid('You cannot block yourself.');
  const username = await ctx.db.transaction(async (tx) => {
    const name = await existingUsername(tx, userId);
    await lockPair(tx, blockerId, userId);
    await tx.insert(blocks).values({ blockerId, blockedId: userId }).onConflictDoNothing();
    await severTies(tx, blockerId, userId);
    return name;
  });
  await accessChanged(ctx, [pairTag(blockerId, userId)]);
  friendsChanged(ctx, blockerId, userId);
  return { message: `${username} has been blocked.` };
}

/** Lifts the viewer's own block of `userId`; a block the other person made stays. */
export async function unblockUser(
  ctx: Pick<AppContext, 'db' | 'io' | 'hub' | 'logger'>,
  blockerId: string,
  userId: string,
): Promise<MessageResponse> {
  if (blockerId === userId) throw invalid('You cannot unblock yourself.');
  const username = await existingUsername(ctx.db, userId);
  await ctx.db
    .delete(blocks)
    .where(and(eq(blocks.blockerId, blockerId), eq(blocks.blockedId, userId)));
  await accessChanged(ctx, [pairTag(blockerId, userId)]);
  return { message: `${username} has been unblocked.` };
}
