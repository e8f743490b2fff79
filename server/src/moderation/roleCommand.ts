import { eq, sql } from 'drizzle-orm';
import type { Database } from '../platform/db/database';
import { users } from '../platform/db/schema';
import { roleOf, setRole, type Role } from './roles';

export const ROLE_USAGE =
  'Usage: npm run admin -- grant <email> admin|moderator\n       npm run admin -- revoke <email>';

/** What `npm run admin` is asked to do: give the account with this e-mail this role. */
export interface RoleChange {
  email: string;
  role: Role;
}

/** Thrown for an e-mail no account has (the control channel answers it with 404). */
export class NoSuchAccount extends Error {}

/**
 * `grant <email> admin|moderator` / `revoke <email>` as a RoleChange; throws an Error with the
 * usage on anything else.
 */
export function parseRoleCommand(args: string[]): RoleChange {
  const [command, email, roleArg] = args;
  if (command === 'grant' && (roleArg === 'admin' || roleArg === 'moderator') && args.length === 3)
    return { email: email!, role: roleArg };
  if (command === 'revoke' && email && args.length === 2) return { email, role: 'user' };
  throw new Error(ROLE_USAGE);
}

/**
 * Gives the account its role and returns what to print, once the role reads back as given:
 * nothing caches roles (roles.ts), so what the database holds is what every request sees.
 */
export async function applyRoleChange(db: Database, change: RoleChange): Promise<string> {
  const { email, role } = change;
  const [user] = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()));
  if (!user) throw new NoSuchAccount(`No account with the e-mail ${email}.`);
  await setRole(db, user.id, role);
  const now = await roleOf(db, user.id);
  if (now !== role) throw new Error(`The role of ${email} reads ${now} after the change.`);
  return role === 'user'
    ? `${user.username} (${email}) is now a user.`
    : `${user.username} (${email}) is now ${role === 'admin' ? 'an admin' : 'a moderator'}.`;
}

/** Parses and applies the command's arguments on a database this process has open. */
export async function runRoleCommand(db: Database, args: string[]): Promise<string> {
  return applyRoleChange(db, parseRoleCommand(args));
}
