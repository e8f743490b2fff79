import { hashPassword } from '../src/auth/passwords';
import { sessionFor, tryInsertUser, type AuthSession } from '../src/auth/service';
import type { AppContext } from '../src/platform/context';

/**
 * Test data built straight in the database instead of through the API. Registering over HTTP
 * hashes the password with argon2 (tens of milliseconds of CPU, far more on a loaded 2-core
 * machine) for every test user; here the hash of each password is computed once per process and
 * the row inserted as `register` would, with a token from the same session code.
 */

/** The password every test user has unless a test picks another one. */
export const TEST_PASSWORD = 'correct horse battery';

const hashes = new Map<string, Promise<string>>();

/** The argon2id hash of `password`, computed once per process. */
export function passwordHashOf(password = TEST_PASSWORD): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hashes.set(password, hash);
  }
  return hash;
}

/** Servers started in this process, by base URL, so helpers given only a URL reach their data. */
const servers = new Map<string, AppContext>();

export function rememberServer(url: string, ctx: AppContext): void {
  servers.set(url, ctx);
}

export function forgetServer(url: string): void {
  servers.delete(url);
}

/** The context of the in-process server at `url`; undefined for another process's server. */
export function serverAt(url: string): AppContext | undefined {
  return servers.get(url);
}

export interface CreatedUser {
  username: string;
  email: string;
  password: string;
  token: string;
  user: AuthSession;
}

/** Inserts an account (as `register` does, without the HTTP round trip) and opens a session. */
export async function createUser(
  ctx: AppContext,
  details: { username: string; email: string; password: string },
): Promise<CreatedUser> {
  const outcome = await tryInsertUser(ctx.db, {
    username: details.username,
    email: details.email,
    passwordHash: await passwordHashOf(details.password),
  });
  if (outcome.taken) throw new Error(`createUser: ${outcome.taken} already taken`);
  const session = await sessionFor(ctx, outcome.row);
  return { ...details, token: session.token, user: session };
}
