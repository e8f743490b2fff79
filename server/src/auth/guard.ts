import type { FastifyReply, FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { validate } from 'uuid';
import type { Database } from '../platform/db/database';
import { sessions, users } from '../platform/db/schema';
import { unauthorized } from '../platform/errors';
import type { TokenService } from './tokens';

declare module 'fastify' {
  interface FastifyRequest {
    /** The authenticated user's id, set by the guards. */
    userId?: string;
    /** The sign-in behind the request's token (absent for tokens issued before sessions). */
    sessionId?: string;
  }
}

/** Who a valid, unrevoked token speaks for. */
export interface TokenSession {
  userId: string;
  sessionId?: string;
  /** Token expiry, ms since epoch. */
  expiresAt: number;
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

function bearer(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, value] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && value ? value.trim() : undefined;
}

/**
 * Tokens are checked against the database on every use (one indexed lookup): the user's token
 * version (bumped by password reset and "log out everywhere") and the token's session (revoked by
 * "log out" on that device), so a revoked token stops working at once on every process.
 */
export function createAuthGuard(db: Database, tokens: TokenService): AuthGuard {
  async function sessionFromToken(token: string | undefined | null): Promise<TokenSession | null> {
    if (!token) return null;
    const claims = await tokens.verify(token);
    if (!claims || !validate(claims.userId)) return null;
    const { userId, sessionId, expiresAt } = claims;
    if (sessionId !== undefined && !validate(sessionId)) return null;
    const [row] = await db
      .select({
        tokenVersion: users.tokenVersion,
        session: sessions.id,
        revokedAt: sessions.revokedAt,
      })
      .from(users)
      .leftJoin(sessions, and(eq(sessions.id, sessionId ?? userId), eq(sessions.userId, users.id)))
      .where(eq(users.id, userId));
    if (!row || row.tokenVersion !== claims.tokenVersion) return null;
    if (sessionId !== undefined && (row.session === null || row.revokedAt !== null)) return null;
    return { userId, sessionId, expiresAt };
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
      if (!session) throw unauthorized('Your session has expired. Please log in again.');
      request.userId = session.userId;
      request.sessionId = session.sessionId;
    },
    async optionalUser(request) {
      const session = await sessionFromToken(bearer(request));
      request.userId = session?.userId;
      request.sessionId = session?.sessionId;
    },
  };
}
