import crypto from 'node:crypto';
import type { LoginBody, RegisterBody, SelfUser } from '@serendip/protocol';
import type { AppContext } from '../platform/context';
import { conflict, isUniqueViolation, unauthorized } from '../platform/errors';
import { newId } from '../platform/ids';
import { limit } from '../platform/rateLimit';
import { users } from '../platform/db/schema';
import { presentSelf } from '../users/presenter';
import {
  blocksOf,
  findUserByEmail,
  findUserByUsername,
  type Queryable,
  type UserRow,
} from '../users/queries';
import { hashPassword, verifyPassword } from './passwords';

/** What register, login and Google sign-in answer: a Bearer token and the user's own record. */
export type AuthSession = SelfUser & { token: string };

export const USERNAME_TAKEN = 'Username is already taken.';
const EMAIL_TAKEN = 'An account with this email already exists.';
const INVALID_CREDENTIALS = 'Invalid credentials.';

const FIFTEEN_MINUTES = 15 * 60_000;
/** Login attempts per client address and identifier in 15 minutes (slows password guessing). */
const LOGIN_ATTEMPTS = 10;

/** Signs a token for the user (carrying their token version) and presents their record. */
export async function sessionFor(ctx: AppContext, row: UserRow): Promise<AuthSession> {
  const [token, blocks] = await Promise.all([
    ctx.tokens.sign({ userId: row.id, tokenVersion: row.tokenVersion }),
    blocksOf(ctx.db, row.id),
  ]);
  return { token, ...presentSelf(row, blocks) };
}

/** Creates an account with a password; 409 when the username (any case) or the email is taken. */
export async function register(ctx: AppContext, body: RegisterBody): Promise<AuthSession> {
  await assertAvailable(ctx.db, body.username, body.email);
  const passwordHash = await hashPassword(body.password);
  const row = await insertUser(ctx.db, {
    username: body.username,
    email: body.email,
    passwordHash,
  });
  return sessionFor(ctx, row);
}

/** Logs in by username (any case) or email; one message for every failure, so accounts cannot be probed. */
export async function login(
  ctx: AppContext,
  body: LoginBody,
  clientIp: string,
): Promise<AuthSession> {
  const identifier = body.identifier.trim().toLowerCase();
  // Hashed so the hub (Redis) never holds addresses or email addresses in its keys.
  const attempts = crypto
    .createHash('sha256')
    .update(`${clientIp}\n${identifier}`)
    .digest('base64url');
  await limit(ctx.hub, `login:${attempts}`, LOGIN_ATTEMPTS, FIFTEEN_MINUTES, ctx.config.rateLimits);
  const row = identifier.includes('@')
    ? await findUserByEmail(ctx.db, identifier)
    : await findUserByUsername(ctx.db, identifier);
  const matches = await verifyPassword(row?.passwordHash, body.password);
  if (!row || !matches) throw unauthorized(INVALID_CREDENTIALS);
  return sessionFor(ctx, row);
}

async function assertAvailable(db: Queryable, username: string, email: string): Promise<void> {
  if (await findUserByUsername(db, username)) throw conflict(USERNAME_TAKEN);
  if (await findUserByEmail(db, email)) throw conflict(EMAIL_TAKEN);
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
  if (outcome.taken) throw conflict(outcome.taken === 'username' ? USERNAME_TAKEN : EMAIL_TAKEN);
  return outcome.row;
}
