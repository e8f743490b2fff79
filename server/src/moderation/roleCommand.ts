import { eq, sql } from 'drizzle-orm';
import type { Database } from '../platform/db/database';
import { users } from '../platform/db/schema';
import { setRole, type Role } from './roles';

const USAGE =
  'Usage: npm run admin -- grant <email> admin|moderator\n       npm run admin -- revoke <email>';

/**
 * `npm run admin -- grant <email> admin|moderator` / `revoke <email>`: makes the first admin
 * from the server's shell. Returns what to print; throws an Error with the usage on bad input.
 */
export async function runRoleCommand(db: Database, args: string[]): Promise<string> {
  const [command, email, roleArg] = args;
  let role: Role;
  if (command === 'grant' && (roleArg === 'admin' || roleArg === 'moderator') && args.length === 3)
    role = roleArg;
  else if (command === 'revoke' && email && args.length === 2) role = 'user';
  else throw new Error(USAGE);
  const [user] = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email!.trim().toLowerCase()));
  if (!user) throw new Error(`No account with the e-mail ${email}.`);
  await setRole(db, user.id, role);
  return role === 'user'
    ? `${user.username} (${email}) is now a user.`
    : `${user.username} (${email}) is now ${role === 'admin' ? 'an admin' : 'a moderator'}.`;
}
