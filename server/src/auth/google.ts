import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { errors as joseErrors, jwtVerify } from 'jose';
import { USERNAME_MAX_LENGTH, USERNAME_MIN_LENGTH } from '@serendip/protocol';
import type { AppContext } from '../platform/context';
import { AppError, conflict, notFound, unauthorized, unavailable } from '../platform/errors';
import { users } from '../platform/db/schema';
import { findUserByEmail, findUserByGoogleId, usernameTaken, type UserRow } from '../users/queries';
import { sessionFor, tryInsertUser, type AuthSession } from './service';

const GOOGLE_ISSUERS = ['https://accounts.google.com', 'accounts.google.com'];
const SIGN_IN_FAILED = 'Google sign-in failed.';

export interface GoogleIdentity {
  sub: string;
  email: string;
  name?: string;
}

/** Verifies a Google ID token (signature, issuer, audience, expiry) and requires a verified email. */
export async function verifyGoogleIdToken(
  ctx: AppContext,
  tokenId: string,
): Promise<GoogleIdentity> {
  const audience = ctx.config.googleClientId;
  if (!audience) throw notFound('Google sign-in is not configured.');
  try {
    const { payload } = await jwtVerify(tokenId, ctx.googleKeys, {
      issuer: GOOGLE_ISSUERS,
      audience,
      algorithms: ['RS256'],
    });
    const verified = payload.email_verified === true || payload.email_verified === 'true';
    if (typeof payload.sub !== 'string' || typeof payload.email !== 'string' || !verified) {
      throw unauthorized(SIGN_IN_FAILED);
    }
    const name = typeof payload.name === 'string' ? payload.name : undefined;
    return { sub: payload.sub, email: payload.email.trim().toLowerCase(), name };
  } catch (error) {
    if (error instanceof AppError) throw error;
    // Google's key set could not be fetched: not the user's fault.
    if (error instanceof joseErrors.JWKSTimeout || !(error instanceof joseErrors.JOSEError)) {
      ctx.logger.warn({ err: error }, 'Google ID token verification failed');
      throw unavailable('Google sign-in is unavailable right now. Please try again later.');
    }
    throw unauthorized(SIGN_IN_FAILED);
  }
}

/**
 * Signs in with Google: the account linked to this Google id; else the account with this
 * (Google-verified) email, which gets linked; else a new account. `created` tells which.
 */
export async function signInWithGoogle(
  ctx: AppContext,
  tokenId: string,
): Promise<AuthSession & { created: boolean }> {
  const identity = await verifyGoogleIdToken(ctx, tokenId);
  const existing = await findOrLink(ctx, identity);
  if (existing) return { ...(await sessionFor(ctx, existing)), created: false };
  const created = await createGoogleUser(ctx, identity);
  if (created) return { ...(await sessionFor(ctx, created)), created: true };
  // A concurrent sign-in with the same Google account created it first: use that one.
  const raced = await findOrLink(ctx, identity);
  if (!raced) throw unauthorized(SIGN_IN_FAILED);
  return { ...(await sessionFor(ctx, raced)), created: false };
}

async function findOrLink(ctx: AppContext, identity: GoogleIdentity): Promise<UserRow | undefined> {
  const linked = await findUserByGoogleId(ctx.db, identity.sub);
  if (linked) return linked;
  const byEmail = await findUserByEmail(ctx.db, identity.email);
  if (!byEmail) return undefined;
  if (byEmail.googleId && byEmail.googleId !== identity.sub) {
    throw conflict('This email is already linked to another Google account.');
  }
  const [row] = await ctx.db
    .update(users)
    .set({ googleId: identity.sub })
    .where(eq(users.id, byEmail.id))
    .returning();
  return row;
}

/** A new account with a unique username derived from the profile; undefined when a concurrent sign-in took the email or Google id. */
async function createGoogleUser(
  ctx: AppContext,
  identity: GoogleIdentity,
): Promise<UserRow | undefined> {
  const base = usernameBase(identity);
  for (let attempt = 0; attempt < 10; attempt += 1) {
    const candidate = attempt === 0 ? base : withSuffix(base);
    if (await usernameTaken(ctx.db, candidate)) continue;
    const outcome = await tryInsertUser(ctx.db, {
      username: candidate,
      email: identity.email,
      googleId: identity.sub,
    });
    if (outcome.row) return outcome.row;
    if (outcome.taken !== 'username') return undefined;
  }
  throw unavailable('Could not create your account right now. Please try again.');
}

/** A valid username from the Google profile name, else the email's local part. */
export function usernameBase(identity: Pick<GoogleIdentity, 'email' | 'name'>): string {
  const clean = (text: string) =>
    text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/\s+/g, '_')
      .replace(/[^A-Za-z0-9_.-]/g, '')
      .replace(/^[_.-]+|[_.-]+$/g, '');
  const fromName = identity.name ? clean(identity.name) : '';
  const fromEmail = clean(identity.email.split('@')[0] ?? '');
  const base = fromName.length >= USERNAME_MIN_LENGTH ? fromName : fromEmail;
  const padded = base.length >= USERNAME_MIN_LENGTH ? base : `user${base}`;
  // Room for a 5-character suffix.
  return padded.slice(0, USERNAME_MAX_LENGTH - 5);
}

function withSuffix(base: string): string {
  return `${base}_${crypto.randomInt(1000, 10000)}`;
}
