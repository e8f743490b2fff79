import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../platform/context';
import { forbidden } from '../platform/errors';
import { onSocketConnect } from '../platform/socketDispatcher';
import { visitorKey } from '../platform/visitorKey';
import { cachedRestriction } from './sanctionCache';
import { browserOf, rememberBrowser } from './accountBrowsers';
import { activeRestriction, decide, restrictedError, visitorRoom, type Subject } from './sanctions';
import { cachedAccountRestriction, restrictionStatement } from './accountGate';

/** Sign-in routes: their answer carries the account's restriction, if any. */
const SIGN_IN_ROUTES = new Set(['/api/auth/login', '/api/auth/google']);
const OWN_PROFILE = '/api/users/profile';

export const SUSPENDED_FROM_MATCHING = 'You are temporarily suspended from anonymous chat.';
export const BANNED = 'You are banned from Serendip.';
/** A browser an account under a sanction used, signed out: no statement (the device may be shared). */
export const SIGN_IN_TO_CONTINUE = 'Please sign in to continue.';

/**
 * HTTP edge: a suspended or banned account may sign in (to read its standing and appeal): the
 * sign-in's answer, and its own profile's, carry `restriction`, the statement of reasons with
 * its appeal, so the web app shows it at once. Everything else it calls is refused by the
 * auth guard's gate (accountGate.ts). Registered on the root instance before the routes.
 */
export function installSignInCheck(
  app: FastifyInstance,
  ctx: Pick<AppContext, 'db' | 'io' | 'secret'>,
) {
  app.addHook('preSerialization', async (request, reply, payload) => {
    if (reply.statusCode >= 300) return payload;
    const route = request.routeOptions.url ?? '';
    const ownProfile = route === OWN_PROFILE && request.method === 'GET';
    // A signed-in request knows already: only a restricted account's profile is looked up.
    if (ownProfile ? !request.restrictedUntil : !SIGN_IN_ROUTES.has(route)) return payload;
    const userId = (payload as { _id?: unknown } | null)?._id;
    if (typeof userId !== 'string') return payload;
    const restriction = await cachedAccountRestriction(ctx, userId);
    if (!restriction) return payload;
    return {
      ...(payload as object),
      restriction: await restrictionStatement(ctx.secret, restriction),
    };
  });
}

/**
 * Each socket joins its visitor room, so a sanction on a visitor can cut their sockets; a
 * signed-in socket's browser (the visitor id it claimed) is bound to its account, so the
 * account's sanction holds for that browser signed out too.
 */
export function installVisitorRooms(
  ctx: Pick<AppContext, 'io' | 'secret' | 'db' | 'hub' | 'logger'>,
): void {
  onSocketConnect(ctx.io, (socket) => {
    void socket.join(visitorRoom(visitorKey(ctx.secret, socket.data.visitorId)));
    const { userId } = socket.data;
    const browser = userId ? browserOf(ctx.secret, socket) : null;
    if (userId && browser)
      rememberBrowser(ctx, userId, browser).catch((error: unknown) =>
        ctx.logger.warn({ err: error }, 'could not remember the browser of an account'),
      );
  });
}

type Identity = { userId?: string | null; visitorId: string; ipKey?: string | null };

/**
 * Socket edge: refuses to match (anonymous or video) a person under a suspension or ban, with
 * the statement of reasons: an account by its own sanctions only, a visitor by its visitor id's
 * or those of an account that signed in on that browser (the same person, signed out). Nobody
 * else is ever refused for that sanction or shown its statement, whatever address they share.
 */
export async function assertMayMatch(
  ctx: Pick<AppContext, 'db' | 'io' | 'secret'>,
  who: Identity,
): Promise<void> {
  const restriction = await cachedRestriction(
    ctx,
    who.userId ? { userId: who.userId } : { visitorKey: visitorKey(ctx.secret, who.visitorId) },
  );
  if (!restriction) return;
  // A signed-out browser refused for an account's sanction may be someone else on a shared
  // device: it is refused, but nothing of the decision is shown. The person signs in to read it.
  if (!who.userId && restriction.userId) throw forbidden(SIGN_IN_TO_CONTINUE);
  throw await restrictedError(
    ctx.secret,
    restriction,
    restriction.kind === 'ban' ? BANNED : SUSPENDED_FROM_MATCHING,
  );
}

/** How long the automatic suspension for being reported by several people lasts. */
export const AUTOMATIC_SUSPENSION_HOURS = 24;

/**
 * The rule "reported by several people" (strangers/report.ts counts distinct reporters per
 * person): suspends the reported person (their account, or their visitor id) from matching for
 * a day, once, with a statement they can appeal. Their address is only marked for a short
 * friction for unknown visitors (decide), never suspended.
 */
export async function suspendAutomatically(
  ctx: Parameters<typeof decide>[0],
  who: Identity,
  context: 'anonymous' | 'video' = 'anonymous',
): Promise<void> {
  const subject: Subject = who.userId
    ? { userId: who.userId }
    : { visitorKey: visitorKey(ctx.secret, who.visitorId), ipKey: who.ipKey };
  const person =
    'userId' in subject ? { userId: subject.userId } : { visitorKey: subject.visitorKey };
  if (await activeRestriction(ctx.db, person)) return;
  await decide(ctx, {
    subject,
    kind: 'suspension',
    rule: 'many-reports',
    automatic: true,
    hours: AUTOMATIC_SUSPENSION_HOURS,
    content: { kind: context },
  });
}
