import crypto from 'node:crypto';
import {
  SERVICE_LIMITS,
  type LoginBody,
  type RegisterBody,
  type SelfUser,
} from '@serendip/protocol';
import type { AppContext } from '../platform/context';
import { conflict, isUniqueViolation, unauthorized } from '../platform/errors';
import { newId } from '../platform/ids';
import { limitService } from '../platform/rateLimit';
import { users } from '../platform/db/schema';
import { presentSelf } from '../users/presenter';
import { USERNAME_TAKEN } from '../users/service';
import {
  blocksOf,
  findUserByEmail,
  findUserByUsername,
  type Queryable,
  type UserRow,
} from '../users/queries';
import { signInQueue } from './hashPool';
import { hashPassword, verifyPassword } from './passwords';
import { admitLoginAttempt, clearLoginFailures } from './loginThrottle';
import { openSession } from './sessions';

/** What register, login and Google sign-in answer: a Bearer token and the user's own record. */
export type AuthSession = SelfUser & { token: string };

export const EMAIL_TAKEN =
  'An account with this email already exists. Log in or reset your password.';
/** The answer when the value taken is neither (a Google account already linked). */
export const REGISTRATION_TAKEN =
  'This username or email is already in use. If you already have an account, log in or reset your password.';
/**
 * A refused registration says which value is taken: whoever tries a fresh username with an
 * address learns whether it has an account either way, so naming it hides nothing. What keeps
 * that probing slow is the limit on "taken" answers per address.
 */
const TAKEN_MESSAGE = {
  email: EMAIL_TAKEN,
  username: USERNAME_TAKEN,
  googleId: REGISTRATION_TAKEN,
} as const;
const INVALID_CREDENTIALS = 'Invalid credentials.';

/** Opens a session (a device) for the user, signs its token and presents their record. */
export async function sessionFor(ctx: AppContext, row: UserRow): Promise<AuthSession> {
  const [token, blocks] = await Promise.all([openSession(ctx, row), blocksOf(ctx.db, row.id)]);
  return { token, ...presentSelf(row, blocks) };
}

const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest('base64url');

/**
 * Creates an account with a password; 409 when the username (any case) or the email is taken.
 * Admitted through the sign-in queue (hashPool.ts), database work and hash together.
 */
export function register(ctx: AppContext, body: RegisterBody, clientIp: string) {
  return signInQueue.run(() => registerNow(ctx, body, clientIp));
}

async function registerNow(
  ctx: AppContext,
  body: RegisterBody,
  clientIp: string,
): Promise<AuthSession> {
  const taken = await takenValue(ctx.db, body.username, body.email);
  if (taken) {
    await limitService(ctx, SERVICE_LIMITS.registerTaken, sha256(clientIp));
    throw conflict(TAKEN_MESSAGE[taken]);
  }
  const passwordHash = await hashPassword(body.password);
  const row = await insertUser(ctx.db, {
    username: body.username,
    email: body.email,
    passwordHash,
  });
  return sessionFor(ctx, row);
}

/**
 * Logs in by username (any case) or email; one message for every failure, so accounts cannot be
 * probed. Failures are counted per account whatever the address (loginThrottle.ts); the route
 * also limits attempts per address. Admitted through the sign-in queue (hashPool.ts): a burst
 * of logins waits there, not in the database's queue ahead of chat.
 */
export function login(ctx: AppContext, body: LoginBody): Promise<AuthSession> {
  return signInQueue.run(() => loginNow(ctx, body));
}

async function loginNow(ctx: AppContext, body: LoginBody): Promise<AuthSession> {
  const identifier = body.identifier.trim().toLowerCase();
  const row = identifier.includes('@')
    ? await findUserByEmail(ctx.db, identifier)
    : await findUserByUsername(ctx.db, identifier);
  // Hashed so the hub (Redis) never holds e-mail addresses in its keys.
  const account = row ? `user:${row.id}` : `unknown:${sha256(identifier)}`;
  if (ctx.config.rateLimits) await admitLoginAttempt(ctx.hub, account);
  const matches = await verifyPassword(row?.passwordHash, body.password);
  if (!row || !matches) throw unauthorized(INVALID_CREDENTIALS);
  if (ctx.config.rateLimits) await clearLoginFailures(ctx.hub, account);
  return sessionFor(ctx, row);
}

/** Which of the two is already an account's: the e-mail first (its owner may be back). */
async function takenValue(
  db: Queryable,
  username: string,
  email: string,
): Promise<'email' | 'username' | null> {
  if (await findUserByEmail(db, email)) return 'email';
  if (await findUserByUsername(db, username)) return 'username';
  return null;
}

export type InsertOutcome =
  | { row: UserRow; taken?: undefined }
  | { row?: undefined; taken: 'username' | 'email' | 'googleId' };

/**
 * Inserts a user. Two requests racing for the same name both pass the checks before it; the
 * unique indexes decide, and the loser learns which value was taken.
 */
export async function tryInsertUser(
  db: Queryable,
  fields: { username: string; email: string; passwordHash?: string; googleId?: string },
): Promise<InsertOutcome> {
  try {
    const [row] = await db
      .insert(users)
      .values({ id: newId(), ...fields, email: fields.email.toLowerCase() })
      .returning();
    return { row };
  } catch (error) {
    if (isUniqueViolation(error, 'users_username_lower_key')) return { taken: 'username' };
    if (isUniqueViolation(error, 'users_email_key')) return { taken: 'email' };
    if (isUniqueViolation(error, 'users_google_id_key')) return { taken: 'googleId' };
    throw error;
  }
}

/** Inserts a user; the loser of a race gets the same 409 as if it had come second. */
async function insertUser(
  db: Queryable,
  fields: Parameters<typeof tryInsertUser>[1],
): Promise<UserRow> {
  const outcome = await tryInsertUser(db, fields);
  if (outcome.taken) throw conflict(TAKEN_MESSAGE[outcome.taken]);
  return outcome.row;
}
