import type { FastifyInstance } from 'fastify';
import { HTTP_ROUTES } from '@serendip/protocol';
import type { AppContext } from '../platform/context';
import { routeRegistrar } from '../platform/httpRoutes';
import { signedIn } from '../platform/requests';
import { login, register } from './service';
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

const routes = HTTP_ROUTES.auth;

/** Accounts: register, login, Google sign-in, forgot and reset password. */
export async function registerAuthRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const route = routeRegistrar(app, ctx);

  route(
    routes.register,
    {
      docs: {
        description:
          'A taken username and a taken e-mail get the same 409 { message }, so the answer does not say which e-mail addresses have accounts; at most 5 such answers per address an hour (then 429).',
      },
    },
    async (request, reply) => {
      const session = await register(ctx, request.body, request.ip);
      reply.code(201);
      return session;
    },
  );

  // Per address here; per account (whatever the address) inside the service.
  route(
    routes.login,
    {
      docs: {
        description:
          'Failed sign-ins are counted per account (username and e-mail together, whatever the address): 5 an hour are free, then each attempt waits for a lock window twice as long as the last (2 s up to 15 min); attempts inside it get 429 { message } with the seconds to wait. 50 attempts per address in 15 minutes. ' +
          RESTRICTED_SIGN_IN,
      },
    },
    async (request) => login(ctx, request.body),
  );

  // This device: its token stops working and its sockets are cut. A token from before sessions
  // existed has no session of its own, so logging it out logs out everywhere.
  route(
    routes.logout,
    {
      preHandler: ctx.auth.requireUser,
      docs: {
        description:
          "Logs this device out: the Bearer token's session is revoked (401 on its next use) and its sockets are disconnected on every process. Answers { message }.",
      },
    },
    async (request) => {
      const userId = signedIn(request);
      if (request.sessionId) await revokeSession(ctx, userId, request.sessionId);
      else await revokeEverywhere(ctx, userId);
      return { message: 'You have been logged out.' };
    },
  );

  // Every device: every token issued so far stops working and every socket is cut.
  route(
    routes.logoutAll,
    {
      preHandler: ctx.auth.requireUser,
      docs: {
        description:
          'Logs out every device of the account: every token issued so far is refused and every socket of the account is disconnected on every process. Answers { message }.',
      },
    },
    async (request) => {
      await revokeEverywhere(ctx, signedIn(request));
      return { message: 'You have been logged out on every device.' };
    },
  );

  route(routes.google, { docs: { description: RESTRICTED_SIGN_IN } }, async (request, reply) => {
    const session = await signInWithGoogle(ctx, request.body.tokenId);
    reply.code(session.created ? 201 : 200);
    return session;
  });

  route(routes.forgotPassword, {}, async (request) => {
    await requestPasswordReset(ctx, request.body.email);
    return { message: RESET_EMAIL_SENT };
  });

  // The reset page asks first, so a used or expired link says so before a password is typed.
  route(routes.checkResetToken, {}, async (request) => {
    await checkResetToken(ctx, request.params.resettoken);
    return { message: RESET_LINK_USABLE };
  });

  route(routes.resetPassword, {}, async (request) => {
    await resetPassword(ctx, request.params.resettoken, request.body.password);
    return { message: PASSWORD_RESET_DONE };
  });
}
