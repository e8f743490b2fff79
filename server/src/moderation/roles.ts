import type { FastifyRequest } from 'fastify';
import { asc, eq } from 'drizzle-orm';
import type { StaffMember } from '@serendip/protocol';
import type { AppContext } from '../platform/context';
import type { Database } from '../platform/db/database';
import { userRoles, users } from '../platform/db/schema';
import { forbidden, unauthorized } from '../platform/errors';

export type Role = 'user' | 'moderator' | 'admin';

export const MODERATORS_ONLY = 'Only moderators can do this.';
export const ADMINS_ONLY = 'Only admins can do this.';

/**
 * An account's role (`user` when it has no role row). Read from the database on every request,
 * never cached: `npm run admin` changes roles from outside the server processes (directly in a
 * shared PostgreSQL), and a change must hold at once on every process.
 */
export async function roleOf(db: Database, userId: string): Promise<Role> {
  const [row] = await db
    .select({ role: userRoles.role })
    .from(userRoles)
    .where(eq(userRoles.userId, userId));
  return row?.role ?? 'user';
}

/** Gives an account a role; `user` removes any role. */
export async function setRole(db: Database, userId: string, role: Role): Promise<void> {
  if (role === 'user') {
    await db.delete(userRoles).where(eq(userRoles.userId, userId));
    return;
  }
  await db
    .insert(userRoles)
    .values({ userId, role })
    .onConflictDoUpdate({ target: userRoles.userId, set: { role } });
}

/** Everyone with a role beyond `user`, admins first, then by username. */
export async function staffList(db: Database): Promise<StaffMember[]> {
  const rows = await db
    .select({ _id: users.id, username: users.username, role: userRoles.role })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .orderBy(asc(userRoles.role), asc(users.username));
  return rows;
}

/**
 * preValidation guards for the moderation console: a visitor (no valid token) gets 401, a
 * signed-in user without the role 403. Admins may do everything moderators do.
 */
export function requireRole(ctx: Pick<AppContext, 'auth' | 'db'>, needed: 'moderator' | 'admin') {
  return async (
    request: FastifyRequest,
    reply: Parameters<AppContext['auth']['requireUser']>[1],
  ) => {
    await ctx.auth.requireUser(request, reply);
    if (!request.userId) throw unauthorized();
    const role = await roleOf(ctx.db, request.userId);
    if (needed === 'admin' ? role !== 'admin' : role === 'user')
      throw forbidden(needed === 'admin' ? ADMINS_ONLY : MODERATORS_ONLY);
  };
}
