import { and, asc, eq, exists, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../platform/db/database';
import { blocks, friendRequests, friendships, users } from '../platform/db/schema';
import { notBlockedWith } from './policies';

/** How a user relates to the viewer: friendship and pending requests, one flag each. */
export interface RelationFlags {
  isFriend: boolean;
  requestSent: boolean;
  requestReceived: boolean;
}

/** A user's public columns with their relation to the viewer. */
export interface RelatedUser extends RelationFlags {
  id: string;
  username: string;
  profilePicture: string;
  bio: string;
  interests: string[];
  viewerBlocked: boolean;
  blockedViewer: boolean;
}

const one = { one: sql`1` };

/** Correlated EXISTS tests on the users row being selected, each one primary-key lookup. */
function relationColumns(db: Database, viewerId: string) {
  const flag = (table: typeof friendships | typeof friendRequests | typeof blocks, where: SQL) =>
    sql<boolean>`${exists(db.select(one).from(table).where(where))}`.mapWith(Boolean);
  const them = users.id;
  return {
    isFriend: flag(
      friendships,
      and(eq(friendships.userId, viewerId), eq(friendships.friendId, them))!,
    ),
    requestSent: flag(
      friendRequests,
      and(eq(friendRequests.senderId, viewerId), eq(friendRequests.recipientId, them))!,
    ),
    requestReceived: flag(
      friendRequests,
      and(eq(friendRequests.senderId, them), eq(friendRequests.recipientId, viewerId))!,
    ),
    viewerBlocked: flag(blocks, and(eq(blocks.blockerId, viewerId), eq(blocks.blockedId, them))!),
    blockedViewer: flag(blocks, and(eq(blocks.blockerId, them), eq(blocks.blockedId, viewerId))!),
  };
}

const publicColumns = {
  id: users.id,
  username: users.username,
  profilePicture: users.profilePicture,
  bio: users.bio,
  interests: users.interests,
};

/** One user with how they relate to the viewer (all flags false for an anonymous viewer). */
export async function findRelatedUser(
  db: Database,
  viewerId: string | undefined,
  userId: string,
): Promise<RelatedUser | undefined> {
  if (!viewerId) {
    const [row] = await db.select(publicColumns).from(users).where(eq(users.id, userId));
    return row && { ...row, ...noRelation };
  }
  const [row] = await db
    .select({ ...publicColumns, ...relationColumns(db, viewerId) })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

const noRelation = {
  isFriend: false,
  requestSent: false,
  requestReceived: false,
  viewerBlocked: false,
  blockedViewer: false,
};

export async function usernameOf(db: Database, userId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ username: users.username })
    .from(users)
    .where(eq(users.id, userId));
  return row?.username;
}

/** `%` and `_` typed by the user match themselves, not any text. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * Users whose name contains `text` (any case), names starting with it first, then by name;
 * never the viewer nor anyone with a block either way. At most `limit` rows.
 */
export async function searchUsers(db: Database, viewerId: string, text: string, limit: number) {
  const needle = escapeLike(text.toLowerCase());
  const name = sql`lower(${users.username})`;
  const { isFriend, requestSent, requestReceived } = relationColumns(db, viewerId);
  return db
    .select({
      id: users.id,
      username: users.username,
      profilePicture: users.profilePicture,
      isFriend,
      requestSent,
      requestReceived,
    })
    .from(users)
    .where(
      and(
        sql`${name} like ${`%${needle}%`}`,
        ne(users.id, viewerId),
        notBlockedWith(db, viewerId, users.id),
      ),
    )
    .orderBy(sql`${name} like ${`${needle}%`} desc`, asc(name), asc(users.id))
    .limit(limit);
}

/**
 * Serialises changes to the relation between two people (block, friend request, accept) until
 * the transaction ends, so that a block cannot cross an accept and leave a friendship behind.
 */
export async function lockPair(tx: Database, a: string, b: string): Promise<void> {
  const key = a < b ? `${a}:${b}` : `${b}:${a}`;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}

/** Removes the friendship (both rows) and pending requests both ways between two people. */
export async function severTies(tx: Database, a: string, b: string): Promise<void> {
  await tx
    .delete(friendships)
    .where(
      or(
        and(eq(friendships.userId, a), eq(friendships.friendId, b)),
        and(eq(friendships.userId, b), eq(friendships.friendId, a)),
      ),
    );
  await tx
    .delete(friendRequests)
    .where(
      or(
        and(eq(friendRequests.senderId, a), eq(friendRequests.recipientId, b)),
        and(eq(friendRequests.senderId, b), eq(friendRequests.recipientId, a)),
      ),
    );
}
