import { and, arrayOverlaps, desc, eq, ne, not, notExists, or, sql, type SQL } from 'drizzle-orm';
import { blocks, friendRequests, friendships, users } from '../platform/db/schema';
import type { Queryable, UserRow } from './queries';

/** How many of the newest people sharing an interest are ranked by the number shared (bounds the work). */
const SHARED_CANDIDATES = 300;

type Candidate = Pick<UserRow, 'id' | 'username' | 'profilePicture' | 'interests'>;

const candidateColumns = {
  id: users.id,
  username: users.username,
  profilePicture: users.profilePicture,
  interests: users.interests,
};

/**
 * Who may be recommended to `me`: not me, not a friend, no block either way, no friend request
 * from me still pending. Each test is an index lookup on the candidate's id.
 */
function recommendable(db: Queryable, me: string): SQL {
  const one = { one: sql`1` };
  return and(
    ne(users.id, me),
    notExists(
      db
        .select(one)
        .from(friendships)
        .where(and(eq(friendships.userId, me), eq(friendships.friendId, users.id))),
    ),
    notExists(
      db
        .select(one)
        .from(blocks)
        .where(
          or(
            and(eq(blocks.blockerId, me), eq(blocks.blockedId, users.id)),
            and(eq(blocks.blockerId, users.id), eq(blocks.blockedId, me)),
          ),
        ),
    ),
    notExists(
      db
        .select(one)
        .from(friendRequests)
        .where(and(eq(friendRequests.senderId, me), eq(friendRequests.recipientId, users.id))),
    ),
  )!;
}

/**
 * Up to `count` people for `me`: those sharing interests first (more shared first, then newest),
 * then the newest others. Ids are time-ordered (UUID v7), so "newest" is the primary key order;
 * shared interests are found through the GIN index (`interests && mine`). Every query is limited.
 */
export async function recommendedUsers(
  db: Queryable,
  me: Pick<UserRow, 'id' | 'interests'>,
  count: number,
): Promise<Candidate[]> {
  // Interests match exactly, as the GIN operator compares them.
  const mine = new Set(me.interests);
  const allowed = recommendable(db, me.id);
  let sharing: Candidate[] = [];
  if (me.interests.length > 0) {
    const rows = await db
      .select(candidateColumns)
      .from(users)
      .where(and(allowed, arrayOverlaps(users.interests, me.interests)))
      .orderBy(desc(users.id))
      .limit(SHARED_CANDIDATES);
    const shared = (row: Candidate) =>
      row.interests.filter((interest) => mine.has(interest)).length;
    // Array.prototype.sort is stable: equal counts keep the newest-first order of the query.
    sharing = rows
      .map((row) => ({ row, shared: shared(row) }))
      .sort((a, b) => b.shared - a.shared)
      .slice(0, count)
      .map(({ row }) => row);
  }
  if (sharing.length >= count) return sharing;
  const others = await db
    .select(candidateColumns)
    .from(users)
    .where(
      me.interests.length > 0
        ? and(allowed, not(arrayOverlaps(users.interests, me.interests)))
        : allowed,
    )
    .orderBy(desc(users.id))
    .limit(count - sharing.length);
  return [...sharing, ...others];
}
