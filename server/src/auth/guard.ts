import type { FastifyReply, FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { validate } from 'uuid';
import type { AccessCache } from '../platform/accessCache';
import type { Database } from '../platform/db/database';
import { sessions, users } from '../platform/db/schema';
import { AppError, unauthorized } from '../platform/errors';
import { signedOutReason } from './signedOutReason';
import type { TokenService, VerifiedToken } from './tokens';

/** The answer to a token that is no longer valid (expired, revoked or unknown). */
export const SESSION_EXPIRED = 'Your session has expired. Please log in again.';

declare module 'fastify' {
  interface FastifyRequest {
    /** The authenticated user's id, set by the guards. */
    userId?: string;
    /** The sign-in behind the request's token (absent for tokens issued before sessions). */
    sessionId?: string;
    /** Until when (ms since epoch) the signed-in account is suspended or banned, if it is. */
    restrictedUntil?: number;
  }
}

/** Who a valid, unrevoked token speaks for. */
export interface TokenSession {
  userId: string;
  sessionId?: string;
  /** Token expiry, ms since epoch. */
  expiresAt: number;
  /** Until when (ms since epoch) the account was suspended or banned when the token was checked. */
  restrictedUntil?: number;
}

/**
 * What a suspended or banned account may still do (moderation/accountGate.ts implements it): sign
 * in, read its own profile and standing, appeal, log out. The guard asks `restrictedUntil` once
 * per token (kept with the token's answer); only a request of a restricted account, a rare one,
 * asks `refusal`, which answers from the moderation cache, so a reversal counts at once.
 */
export interface AccountGate {
  /** Until when the account is suspended or banned (ms since epoch), else undefined. */
  restrictedUntil(userId: string): Promise<number | undefined>;
  /** Whether a restricted account may still call this route (`GET /api/users/profile`...). */
  allows(method: string, route: string): boolean;
  /** The 403 with the statement, or null when the restriction was lifted meanwhile. */
  refusal(userId: string): Promise<Error | null>;
}

export interface AuthGuard {
  /** The user id behind a Bearer token that is valid and not revoked, else null. */
  userIdFromToken(token: string | undefined | null): Promise<string | null>;
  /** The user and sign-in behind a token that is valid and not revoked, else null. */
  sessionFromToken(token: string | undefined | null): Promise<TokenSession | null>;
  /** preHandler: 401 `{ message }` unless a valid token is sent. */
  requireUser(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** preHandler: sets request.userId when a valid token is sent, never fails. */
  optionalUser(request: FastifyRequest, reply: FastifyReply): Promise<void>;
}

/** The Bearer token of a request's Authorization header, if it sends one. */
export function bearer(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, value] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && value ? value.trim() : undefined;
}

/** The tag of every cached "this token is still valid" answer for the user's tokens. */
export const signInTag = (userId: string) => `signIn:${userId.toLowerCase()}`;

/**
 * A token is valid while its signature and expiry hold and the database says it is current: the
 * user's token version (bumped by password reset, "log out everywhere" and a sanction) and the
 * token's session (revoked by "log out" on that device). A yes is kept in `cache` when given (the
 * process's access cache) under the token itself, until the token expires: every revocation
 * drops the user's tokens on every process before it answers (`signInsRevoked` in sessions.ts),
 * so a revoked token stops working at once everywhere, without a signature check or a database
 * round trip per request.
 */
export function createAuthGuard(
  db: Database,
  tokens: TokenService,
  cache?: AccessCache,
  gate?: AccountGate,
): AuthGuard {
  async function current({ userId, sessionId, tokenVersion }: VerifiedToken): Promise<boolean> {
    const [row] = await db
      .select({
        tokenVersion: users.tokenVersion,
        session: sessions.id,
        revokedAt: sessions.revokedAt,
      })
      .from(users)
      .leftJoin(sessions, and(eq(sessions.id, sessionId ?? userId), eq(sessions.userId, users.id)))
      .where(eq(users.id, userId));
    if (!row || row.tokenVersion !== tokenVersion) return false;
    return sessionId === undefined || (row.session !== null && row.revokedAt === null);
  }

  /** The token's sign-in when its signature, expiry, version and session all hold, else null. */
  async function check(token: string): Promise<TokenSession | null> {
    const claims = await tokens.verify(token);
    if (!claims || !validate(claims.userId)) return null;
    const { userId, sessionId, expiresAt } = claims;
    if (sessionId !== undefined && !validate(sessionId)) return null;
    if (!(await current(claims))) return null;
    const restrictedUntil = await gate?.restrictedUntil(userId);
    return { userId, sessionId, expiresAt, ...(restrictedUntil ? { restrictedUntil } : {}) };
  }

  /**
   * A restricted account gets the 403 with its statement on every route but the gate's few.
   * An account in good standing pays one comparison here.
   */
  async function admit(request: FastifyRequest, session: TokenSession): Promise<void> {
    if (!gate || !session.restrictedUntil || session.restrictedUntil <= Date.now()) return;
    request.restrictedUntil = session.restrictedUntil;
    if (gate.allows(request.method, request.routeOptions.url ?? '')) return;
    const refusal = await gate.refusal(session.userId);
    if (refusal) throw refusal;
    request.restrictedUntil = undefined;
  }

  async function sessionFromToken(token: string | undefined | null): Promise<TokenSession | null> {
    if (!token) return null;
    if (!cache) return check(token);
    // Only a yes is kept (under the token itself: no signature check either), never past the
    // token's expiry, and dropped with every revocation of the user's tokens.
    const session = await cache.get(
      `token:${token}`,
      (found) => (found ? [signInTag(found.userId)] : []),
      () => check(token),
      (found) => found !== null,
      (found) => found?.expiresAt ?? 0,
    );
    return session && { ...session };
  }

  return {
    sessionFromToken,
    async userIdFromToken(token) {
      return (await sessionFromToken(token))?.userId ?? null;
    },
    async requireUser(request) {
      const token = bearer(request);
      if (!token) throw unauthorized('Please log in to continue.');
      const session = await sessionFromToken(token);
      if (!session) {
        const reason = await signedOutReason(db, tokens, token);
        throw new AppError(
          'unauthorized',
          SESSION_EXPIRED,
          reason ? { signedOut: reason } : undefined,
        );
      }
      await admit(request, session);
      request.userId = session.userId;
      request.sessionId = session.sessionId;
    },
    async optionalUser(request) {
      const session = await sessionFromToken(bearer(request));
      if (session) await admit(request, session);
      request.userId = session?.userId;
      request.sessionId = session?.sessionId;
    },
  };
}
