import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../platform/context';
import { accessChanged } from '../platform/accessCache';
import { sessions, users } from '../platform/db/schema';
import { newId } from '../platform/ids';
import { sessionRoom, userRoom } from '../platform/socket';
import type { Queryable } from '../users/queries';
import { removeSessionSubscriptions, removeUserSubscriptions } from '../push/subscriptions';
import { signInTag } from './guard';

/**
 * Sign-ins and their revocation. A token carries its session id (`sid`) and the user's token
 * version; logging out revokes the session, logging out everywhere (and a password reset) bumps
 * the version. Either way every process forgets its cached "still valid" answer for the user's
 * tokens before the revocation answers (`signInsRevoked`), and the affected sockets are cut on
 * every process at once: the adapter carries disconnectSockets to all of them.
 */

type RevokeContext = Pick<AppContext, 'db' | 'io' | 'hub' | 'logger'>;

/**
 * After a revocation committed: drops the cached "still valid" answers for the user's tokens on
 * this process and waits until every other process dropped them (auth/guard.ts).
 */
export function signInsRevoked(
  ctx: Pick<AppContext, 'io' | 'hub' | 'logger'>,
  userId: string,
): Promise<void> {
  return accessChanged(ctx, [signInTag(userId)]);
}

/** Opens a session for the user and signs its token. Expired sessions of the user are dropped. */
export async function openSession(
  ctx: Pick<AppContext, 'db' | 'tokens'>,
  user: { id: string; tokenVersion: number },
): Promise<string> {
  const sessionId = newId();
  const { token, expiresAt } = await ctx.tokens.sign({
    userId: user.id,
    tokenVersion: user.tokenVersion,
    sessionId,
  });
  // The user's expired sessions go in the same statement (one round trip per sign-in).
  await ctx.db.execute(sql`
    with expired as (
      delete from ${sessions} where ${sessions.userId} = ${user.id} and ${sessions.expiresAt} < now()
    )
    insert into ${sessions} (id, user_id, expires_at)
    values (${sessionId}, ${user.id}, ${new Date(expiresAt).toISOString()})`);
  return token;
}

/** Logs one device out: its token stops working and its sockets are cut. */
export async function revokeSession(
  ctx: RevokeContext,
  userId: string,
  sessionId: string,
): Promise<void> {
  await ctx.db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.revokedAt)),
    );
  // A device that logged out must not keep showing the account's notifications.
  await removeSessionSubscriptions(ctx.db, sessionId);
  await signInsRevoked(ctx, userId);
  ctx.io.in(sessionRoom(sessionId)).disconnectSockets(true);
}

/**
 * Bumps the user's token version so every token issued before stops working. Pass the
 * transaction when it is part of a larger change; call signInsRevoked and cutUserSockets after
 * it commits.
 */
export async function bumpTokenVersion(db: Queryable, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, userId));
}

/** Disconnects every socket of the user, on every process. */
export function cutUserSockets(ctx: Pick<AppContext, 'io'>, userId: string): void {
  ctx.io.in(userRoom(userId)).disconnectSockets(true);
}

/** Logs the user out everywhere: every token refused, every socket cut. */
export async function revokeEverywhere(ctx: RevokeContext, userId: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await bumpTokenVersion(tx, userId);
    await tx
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
    await removeUserSubscriptions(tx, userId);
  });
  await signInsRevoked(ctx, userId);
  cutUserSockets(ctx, userId);
}
