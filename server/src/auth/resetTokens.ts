import crypto from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { SERVICE_LIMITS } from '@serendip/protocol';
import type { AppContext } from '../platform/context';
import { invalid } from '../platform/errors';
import { newId } from '../platform/ids';
import { limitService } from '../platform/rateLimit';
import { passwordResetTokens, users } from '../platform/db/schema';
import { findUserByEmail } from '../users/queries';
import { hashPassword } from './passwords';
import { resetMail } from './resetMail';
import { DEFAULT_LANGUAGE, namedInterfaceLanguage } from '../platform/i18n/languageChoice';
import { cutUserSockets, signInsRevoked } from './sessions';

export const RESET_EMAIL_SENT = 'Password reset email sent. Please check your inbox.';
export const PASSWORD_RESET_DONE = 'Password has been reset successfully!';
export const RESET_LINK_USABLE = 'This reset link can be used.';
const INVALID_TOKEN = 'Invalid or expired reset token.';
const TOKEN_TTL_MS = 60 * 60_000;

const sha256 = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

/** The reset page's address (/resetpassword/{resettoken}) on this deployment. */
function resetLink(ctx: AppContext, token: string): string {
  const base = (ctx.config.publicUrl ?? `http://localhost:${ctx.config.port}`).replace(/\/+$/, '');
  return `${base}/resetpassword/${token}`;
}

/**
 * Starts a password reset. The answer is the same whether or not the address has an account;
 * when it has one, a single-use token (stored only as its SHA-256) is mailed, valid one hour.
 */
export async function requestPasswordReset(ctx: AppContext, email: string): Promise<void> {
  await limitService(ctx, SERVICE_LIMITS.resetMails, sha256(email));
  const user = await findUserByEmail(ctx.db, email);
  if (!user) return;
  const token = crypto.randomBytes(32).toString('base64url');
  await ctx.db.insert(passwordResetTokens).values({
    id: newId(),
    userId: user.id,
    tokenHash: sha256(token),
    expiresAt: new Date(Date.now() + TOKEN_TTL_MS),
  });
  const mail = resetMail(
    namedInterfaceLanguage(user.language) ?? DEFAULT_LANGUAGE,
    user.username,
    resetLink(ctx, token),
  );
  // Not awaited: the answer must not wait on (or reveal) the mail server.
  void ctx.mailer
    .send({ to: user.email, ...mail })
    .catch((error: unknown) =>
      ctx.logger.error({ err: error, userId: user.id }, 'password reset mail failed'),
    );
}

/** Whether a reset link can still be used (unused, unexpired), so its page can say so at once. */
export async function checkResetToken(ctx: AppContext, token: string): Promise<void> {
  const [row] = await ctx.db
    .select({ id: passwordResetTokens.id })
    .from(passwordResetTokens)
    .where(
      and(
        eq(passwordResetTokens.tokenHash, sha256(token)),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, sql`now()`),
      ),
    );
  if (!row) throw invalid(INVALID_TOKEN);
}

/**
 * Sets a new password with a reset token. In one transaction: the token is consumed (unused and
 * unexpired, else 400 and nothing changes), the password replaced, every earlier Bearer token
 * revoked (token version bumped) and the user's other outstanding reset tokens used up; then
 * every socket of the account is cut.
 */
export async function resetPassword(
  ctx: AppContext,
  token: string,
  password: string,
): Promise<void> {
  const tokenHash = sha256(token);
  const usable = and(
    eq(passwordResetTokens.tokenHash, tokenHash),
    isNull(passwordResetTokens.usedAt),
    gt(passwordResetTokens.expiresAt, sql`now()`),
  );
  // Cheap check first, so a bad token costs no password hash.
  const [candidate] = await ctx.db
    .select({ id: passwordResetTokens.id })
    .from(passwordResetTokens)
    .where(usable);
  if (!candidate) throw invalid(INVALID_TOKEN);
  const passwordHash = await hashPassword(password);
  const userId = await ctx.db.transaction(async (tx) => {
    // The conditional update is the claim: of two concurrent uses only one gets the row.
    const [claimed] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: sql`now()` })
      .where(usable)
      .returning({ userId: passwordResetTokens.userId });
    if (!claimed) throw invalid(INVALID_TOKEN);
    await tx
      .update(users)
      .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, claimed.userId));
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: sql`now()` })
      .where(
        and(eq(passwordResetTokens.userId, claimed.userId), isNull(passwordResetTokens.usedAt)),
      );
    return claimed.userId;
  });
  // After the commit: every process forgets the old tokens, and their open sockets go too.
  await signInsRevoked(ctx, userId);
  cutUserSockets(ctx, userId);
}
