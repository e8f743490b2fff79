import type { FastifyReply, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { validate } from 'uuid';
import type { Database } from '../platform/db/database';
import { users } from '../platform/db/schema';
import { unauthorized } from '../platform/errors';
import type { TokenService } from './tokens';

declare module 'fastify' {
  interface FastifyRequest {
    /** The authenticated user's id, set by the guards. */
    userId?: string;
  }
}

export interface AuthGuard {
  /** The user id behind a Bearer token that is valid and not revoked, else null. */
  userIdFromToken(token: string | undefined | null): Promise<string | null>;
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

export function createAuthGuard(db: Database, tokens: TokenService): AuthGuard {
  async function userIdFromToken(token: string | undefined | null): Promise<string | null> {
    if (!token) return null;
    const claims = await tokens.verify(token);
    if (!claims || !validate(claims.userId)) return null;
    const [row] = await db
      .select({ tokenVersion: users.tokenVersion })
      .from(users)
      .where(eq(users.id, claims.userId));
    return row && row.tokenVersion === claims.tokenVersion ? claims.userId : null;
  }

  return {
    userIdFromToken,
    async requireUser(request) {
      const token = bearer(request);
      if (!token) throw unauthorized('Please log in to continue.');
      const userId = await userIdFromToken(token);
      if (!userId) throw unauthorized('Your session has expired. Please log in again.');
      request.userId = userId;
    },
    async optionalUser(request) {
      request.userId = (await userIdFromToken(bearer(request))) ?? undefined;
    },
  };
}
