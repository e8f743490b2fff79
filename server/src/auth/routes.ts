import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  forgotPasswordBody,
  googleBody,
  loginBody,
  registerBody,
  resetPasswordBody,
  type MessageResponse,
} from '@serendip/protocol';
import type { AppContext } from '../platform/context';
import { signedIn } from '../platform/requests';
import { login, register, type AuthSession } from './service';
import { revokeEverywhere, revokeSession } from './sessions';
import { signInWithGoogle } from './google';
import {
  checkResetToken,
  PASSWORD_RESET_DONE,
  RESET_EMAIL_SENT,
  RESET_LINK_USABLE,
  requestPasswordReset,
  resetPassword,
} from './resetTokens';

/** What a suspended or banned account's sign-in answers (moderation/accountGate.ts). */
const RESTRICTED_SIGN_IN =
  "A suspended or banned account signs in too: the answer carries the extra `restriction` (the statement of reasons, with `appealToken` while it may be appealed, or the appeal's status), and every route of that account but GET /api/users/profile (which carries `restriction` too), GET /api/account/standing, GET and POST /api/appeals, logout and GET /api/config answers 403 { message, statement }, as does every socket event (ack { ok: false, message, statement }), until the suspension ends or is reversed.";

const perQuarterHour = (max: number) => ({ rateLimit: { max, timeWindow: '15 minutes' } });

const INVALID_RESET_TOKEN = 'Invalid or expired reset token.';
const resetParams = z.object({
  resettoken: z.string().min(1, INVALID_RESET_TOKEN).max(100, INVALID_RESET_TOKEN),
});

/** Accounts: register, login, Google sign-in, forgot and reset password. */
export async function registerAuthRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/auth/register',
    {
      schema: {
        body: registerBody,
        description:
          'A taken username and a taken e-mail get the same 409 { message }, so the answer does not say which e-mail addresses have accounts; at most 5 such answers per address an hour (then 429).',
      },
      config: perQuarterHour(10),
    },
    async (request, reply): Promise<AuthSession> => {
      const session = await register(ctx, request.body, request.ip);
      reply.code(201);
      return session;
    },
  );

  // Per address here; per account (whatever the address) inside the service.
  api.post(
    '/api/auth/login',
    {
      schema: {
        body: loginBody,
        description:
          'Failed sign-ins are counted per account (username and e-mail together, whatever the address): 5 an hour are free, then each attempt waits for a lock window twice as long as the last (2 s up to 15 min); attempts inside it get 429 { message } with the seconds to wait. 50 attempts per address in 15 minutes. ' +
          RESTRICTED_SIGN_IN,
      },
      config: perQuarterHour(50),
    },
    async (request): Promise<AuthSession> => login(ctx, request.body),
  );

  // This device: its token stops working and its sockets are cut. A token from before sessions
  // existed has no session of its own, so logging it out logs out everywhere.
  api.post(
    '/api/auth/logout',
    {
      preHandler: ctx.auth.requireUser,
      schema: {
        description:
          "Logs this device out: the Bearer token's session is revoked (401 on its next use) and its sockets are disconnected on every process. Answers { message }.",
      },
    },
    async (request): Promise<MessageResponse> => {
      const userId = signedIn(request);
      if (request.sessionId) await revokeSession(ctx, userId, request.sessionId);
      else await revokeEverywhere(ctx, userId);
      return { message: 'You have been logged out.' };
    },
  );

  // Every device: every token issued so far stops working and every socket is cut.
  api.post(
    '/api/auth/logout-all',
    {
      preHandler: ctx.auth.requireUser,
      schema: {
        description:
          'Logs out every device of the account: every token issued so far is refused and every socket of the account is disconnected on every process. Answers { message }.',
      },
    },
    async (request): Promise<MessageResponse> => {
      await revokeEverywhere(ctx, signedIn(request));
      return { message: 'You have been logged out on every device.' };
    },
  );

  api.post(
    '/api/auth/google',
    {
      schema: { body: googleBody, description: RESTRICTED_SIGN_IN },
      config: perQuarterHour(30),
    },
    async (request, reply): Promise<AuthSession & { created: boolean }> => {
      const session = await signInWithGoogle(ctx, request.body.tokenId);
      reply.code(session.created ? 201 : 200);
      return session;
    },
  );

  api.post(
    '/api/auth/forgotpassword',
    { schema: { body: forgotPasswordBody }, config: perQuarterHour(5) },
    async (request): Promise<MessageResponse> => {
      await requestPasswordReset(ctx, request.body.email);
      return { message: RESET_EMAIL_SENT };
    },
  );

  // The reset page asks first, so a used or expired link says so before a password is typed.
  api.get(
    '/api/auth/resetpassword/:resettoken',
    { schema: { params: resetParams }, config: perQuarterHour(30) },
    async (request): Promise<MessageResponse> => {
      await checkResetToken(ctx, request.params.resettoken);
      return { message: RESET_LINK_USABLE };
    },
  );

  api.put(
    '/api/auth/resetpassword/:resettoken',
    { schema: { params: resetParams, body: resetPasswordBody }, config: perQuarterHour(10) },
    async (request): Promise<MessageResponse> => {
      await resetPassword(ctx, request.params.resettoken, request.body.password);
      return { message: PASSWORD_RESET_DONE };
    },
  );
}
