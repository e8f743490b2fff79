import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { sanctions } from '../platform/db/schema';
import type { AppContext } from '../platform/context';
import { onSocketConnect } from '../platform/socketDispatcher';
import { visitorKey } from '../strangers/report';
import { cachedRestriction, sanctionChanged } from './sanctionCache';
import { activeRestriction, decide, restrictedError, visitorRoom, type Subject } from './sanctions';
import { cachedAccountRestriction, restrictionStatement } from './accountGate';

/** Sign-in routes: their answer carries the account's restriction, if any. */
const SIGN_IN_ROUTES = new Set(['/api/auth/login', '/api/auth/google']);
const OWN_PROFILE = '/api/users/profile';

export const SUSPENDED_FROM_MATCHING = 'You are temporarily suspended from anonymous chat.';
export const BANNED = 'You are banned from Serendip.';

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

/** Each socket joins its visitor room, so a sanction on a visitor can cut their sockets. */
export function installVisitorRooms(ctx: Pick<AppContext, 'io' | 'secret'>): void {
  onSocketConnect(ctx.io, (socket) => {
    void socket.join(visitorRoom(visitorKey(ctx.secret, socket.data.visitorId)));
  });
}

type Identity = { userId?: string | null; visitorId: string; ipKey?: string | null };

/**
 * Socket edge: refuses to match (anonymous or video) anyone under a suspension or ban, by
 * account, hashed visitor id or keyed address hash, with the statement of reasons.
 */
export async function assertMayMatch(
  ctx: Pick<AppContext, 'db' | 'io' | 'secret'>,
  who: Identity,
): Promise<void> {
  const restriction = await cachedRestriction(ctx, {
    userId: who.userId,
    visitorKey: visitorKey(ctx.secret, who.visitorId),
    ipKey: who.ipKey,
  });
  if (!restriction) return;
  throw await restrictedError(
    ctx.secret,
    restriction,
    restriction.kind === 'ban' ? BANNED : SUSPENDED_FROM_MATCHING,
  );
}

/** How long the automatic suspension for being reported by several people lasts. */
export const AUTOMATIC_SUSPENSION_HOURS = 24;

/**
 * The rule "reported by several people" (anonymous/report.ts counts distinct reporters per
 * sanction key): suspends the person from matching for a day, once, with a statement they can
 * appeal. `key` says which identity reached the threshold: `user:`, `visitor:` (this visitor id
 * only) or `ip:` (the address too: reporters on that address itself are not counted).
 */
export async function suspendAutomatically(
  ctx: Parameters<typeof decide>[0],
  who: Identity,
  key: string,
  context: 'anonymous' | 'video' = 'anonymous',
): Promise<void> {
  const byAddress = key.startsWith('ip:') && Boolean(who.ipKey);
  const visitor = visitorKey(ctx.secret, who.visitorId);
  const subject: Subject = who.userId
    ? { userId: who.userId }
    : { visitorKey: visitor, ipKey: byAddress ? who.ipKey : null };
  if (byAddress) {
    if (await activeRestriction(ctx.db, { ipKey: who.ipKey })) return;
    // The visitor's own suspension now covers their address as well.
    const own = await activeRestriction(ctx.db, { visitorKey: visitor });
    if (own?.automatic) {
      await ctx.db.update(sanctions).set({ ipKey: who.ipKey }).where(eq(sanctions.id, own.id));
      await sanctionChanged(ctx, { ipKey: who.ipKey });
      return;
    }
  } else if (
    await activeRestriction(ctx.db, 'userId' in subject ? subject : { visitorKey: visitor })
  )
    return;
  await decide(ctx, {
    subject,
    kind: 'suspension',
    rule: 'many-reports',
    automatic: true,
    hours: AUTOMATIC_SUSPENSION_HOURS,
    content: { kind: context },
  });
}
