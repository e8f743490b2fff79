import { and, eq, gte, isNotNull } from 'drizzle-orm';
import { validate } from 'uuid';
import type { SignedOutReason } from '@serendip/protocol';
import type { Database } from '../platform/db/database';
import { passwordResetTokens, sessions, users } from '../platform/db/schema';
import type { TokenService } from './tokens';

/**
 * Why a token whose signature and expiry still hold was refused, so the device can say so:
 * its session revoked ("Log out everywhere", or logged out from elsewhere) is 'elsewhere'; a
 * bumped token version with a password reset used since the sign-in is 'passwordReset'. Anything
 * else (expired, forged, a sanction, which answers with its own statement) has no reason.
 * Runs only for refused tokens, never on the path of a valid one.
 */
export async function signedOutReason(
  db: Database,
  tokens: TokenService,
  token: string,
): Promise<SignedOutReason | undefined> {
  const claims = await tokens.verify(token);
  if (!claims || !validate(claims.userId)) return undefined;
  const { userId, sessionId, tokenVersion } = claims;
  if (sessionId === undefined || !validate(sessionId)) return undefined;
  const [row] = await db
    .select({
      tokenVersion: users.tokenVersion,
      revokedAt: sessions.revokedAt,
      signedInAt: sessions.createdAt,
    })
    .from(users)
    .innerJoin(sessions, and(eq(sessions.id, sessionId), eq(sessions.userId, users.id)))
    .where(eq(users.id, userId));
  if (!row) return undefined;
  if (row.revokedAt !== null) return 'elsewhere';
  if (row.tokenVersion === tokenVersion) return undefined;
  const [reset] = await db
    .select({ usedAt: passwordResetTokens.usedAt })
    .from(passwordResetTokens)
    .where(
      and(
        eq(passwordResetTokens.userId, userId),
        isNotNull(passwordResetTokens.usedAt),
        gte(passwordResetTokens.usedAt, row.signedInAt),
      ),
    )
    .limit(1);
  return reset ? 'passwordReset' : undefined;
}
