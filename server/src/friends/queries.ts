import { and, asc, desc, eq, or, sql } from 'drizzle-orm';
import type { Database } from '../platform/db/database';
import { friendRequests, friendships, users } from '../platform/db/schema';

/**
 * A bound on the friend-id query (presence, feed). Friendships have no cap; someone past this
 * many would miss some friends' presence and posts, which nobody should reach in practice.
 */
export const FRIENDS_QUERY_MAX = 5000;

/** Ids of `userId`'s friends: an index-only scan of the friendships primary key. */
export async function friendIds(db: Database, userId: string): Promise<string[]> {
  const rows = await db
    .select({ id: friendships.friendId })
    .from(friendships)
    .where(eq(friendships.userId, userId))
    .orderBy(asc(friendships.friendId))
    .limit(FRIENDS_QUERY_MAX);
  return rows.map((row) => row.id);
}

export async function areFriends(db: Database, a: string, b: string): Promise<boolean> {
  const rows = await db
    .select({ one: sql`1` })
    .from(friendships)
    .where(and(eq(friendships.userId, a), eq(friendships.friendId, b)));
  return rows.length > 0;
}

const summaryColumns = {
  id: users.id,
  username: users.username,
  profilePicture: users.profilePicture,
};

/** `userId`'s friends as list rows, by username (any case). */
export function friendRows(db: Database, userId: string, max: number) {
  return db
    .select(summaryColumns)
    .from(friendships)
    .innerJoin(users, eq(users.id, friendships.friendId))
    .where(eq(friendships.userId, userId))
    .orderBy(sql`lower(${users.username})`, asc(users.id))
    .limit(max);
}

/** Senders of the friend requests pending for `userId`, newest first (friend_requests_recipient_idx). */
export function requestSenderRows(db: Database, userId: string, max: number) {
  return db
    .select(summaryColumns)
    .from(friendRequests)
    .innerJoin(users, eq(users.id, friendRequests.senderId))
    .where(eq(friendRequests.recipientId, userId))
    .orderBy(desc(friendRequests.createdAt), desc(friendRequests.senderId))
    .limit(max);
}

export async function insertRequest(db: Database, senderId: string, recipientId: string) {
  await db.insert(friendRequests).values({ senderId, recipientId });
}

/** Deletes the pending request from `senderId` to `recipientId`; false when there was none. */
export async function deleteRequest(
  db: Database,
  senderId: string,
  recipientId: string,
): Promise<boolean> {
  const rows = await db
    .delete(friendRequests)
    .where(and(eq(friendRequests.senderId, senderId), eq(friendRequests.recipientId, recipientId)))
    .returning({ senderId: friendRequests.senderId });
  return rows.length > 0;
}

/** Both rows of a friendship (one per direction); already friends is fine. */
export async function insertFriendship(db: Database, a: string, b: string): Promise<void> {
  await db
    .insert(friendships)
    .values([
      { userId: a, friendId: b },
      { userId: b, friendId: a },
    ])
    .onConflictDoNothing();
}

/** Deletes both rows of a friendship; false when they were not friends. */
export async function deleteFriendship(db: Database, a: string, b: string): Promise<boolean> {
  const rows = await db
    .delete(friendships)
    .where(
      or(
        and(eq(friendships.userId, a), eq(friendships.friendId, b)),
        and(eq(friendships.userId, b), eq(friendships.friendId, a)),
      ),
    )
    .returning({ userId: friendships.userId });
  return rows.length > 0;
}
