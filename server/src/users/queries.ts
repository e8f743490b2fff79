import { and, eq, ne, sql } from 'drizzle-orm';
import type { SelfUser } from '@serendip/protocol';
import type { Database } from '../platform/db/database';
import { preparedPerDatabase } from '../platform/db/prepared';
import { blocks, users } from '../platform/db/schema';
import { presentSelf } from './presenter';

export type UserRow = typeof users.$inferSelect;
/** The database or an open transaction: queries run on either. */
export type Queryable = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

/** Both directions of a user's blocks: whom they blocked, and who blocked them. */
export async function blocksOf(
  db: Queryable,
  userId: string,
): Promise<{ blockedBy: string[]; blockedUsers: string[] }> {
  // One statement for both directions (this runs at every sign-in: a burst of logins is a
  // burst of these, in the same database queue as chat).
  const result = (await db.execute(sql`
    select ${blocks.blockedId} as id, true as mine, ${blocks.createdAt} as at
    from ${blocks} where ${blocks.blockerId} = ${userId}
    union all
    select ${blocks.blockerId}, false, ${blocks.createdAt}
    from ${blocks} where ${blocks.blockedId} = ${userId}
    order by at`)) as unknown as { rows: { id: string; mine: boolean }[] };
  return {
    blockedBy: result.rows.filter((row) => !row.mine).map((row) => row.id),
    blockedUsers: result.rows.filter((row) => row.mine).map((row) => row.id),
  };
}

export async function findUserById(db: Queryable, userId: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  return row;
}

/** The user's own record as SELF, or undefined when the account no longer exists. */
export async function loadSelf(db: Queryable, userId: string): Promise<SelfUser | undefined> {
  const row = await findUserById(db, userId);
  return row ? presentSelf(row, await blocksOf(db, userId)) : undefined;
}

/** Usernames are unique regardless of case (index users_username_lower_key). */
export function usernameMatches(username: string) {
  return eq(sql`lower(${users.username})`, username.toLowerCase());
}

// Every sign-in runs one of these two: prepared, they skip drizzle's building of the query
// (a lookup by username 260-363 → 116-137 µs on PGlite).
const userByUsername = preparedPerDatabase((db: Queryable) =>
  db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.username})`, sql.placeholder('username')))
    .prepare('user_by_username'),
);
const userByEmail = preparedPerDatabase((db: Queryable) =>
  db
    .select()
    .from(users)
    .where(eq(users.email, sql.placeholder('email')))
    .prepare('user_by_email'),
);

export async function findUserByUsername(
  db: Queryable,
  username: string,
): Promise<UserRow | undefined> {
  const [row] = await userByUsername(db).execute({ username: username.toLowerCase() });
  return row;
}

/** Emails are stored lower-cased (the protocol's email schema lower-cases them). */
export async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | undefined> {
  const [row] = await userByEmail(db).execute({ email: email.toLowerCase() });
  return row;
}

export async function findUserByGoogleId(
  db: Queryable,
  googleId: string,
): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.googleId, googleId));
  return row;
}

/** True when someone other than `exceptUserId` already has this username (any case). */
export async function usernameTaken(
  db: Queryable,
  username: string,
  exceptUserId?: string,
): Promise<boolean> {
  const condition = exceptUserId
    ? and(usernameMatches(username), ne(users.id, exceptUserId))
    : usernameMatches(username);
  const rows = await db.select({ id: users.id }).from(users).where(condition).limit(1);
  return rows.length > 0;
}

/** A user's username, or undefined for an unknown id. */
export async function usernameOf(db: Queryable, userId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ username: users.username })
    .from(users)
    .where(eq(users.id, userId));
  return row?.username;
}
