import { eq } from 'drizzle-orm';
import type { Statement } from '@serendip/protocol';
import type { AccountGate } from '../auth/guard';
import { accessCache } from '../platform/accessCache';
import type { AppContext } from '../platform/context';
import { appeals } from '../platform/db/schema';
import { AppError } from '../platform/errors';
import { guardSocketEvents } from '../platform/socketDispatcher';
import { answer } from '../platform/socketEdge';
import type { AppSocket } from '../platform/socket';
import { sanctionTags } from './sanctionCache';
import { activeRestriction, appealToken } from './sanctions';
import { statementOf, type AppealRow, type SanctionRow } from './statement';

/**
 * A suspended or banned account may sign in, to read its standing and appeal; nothing else.
 * Every other route and socket event answers 403 `{ message, statement }` (the statement with
 * its appeal, or the appeal's status once appealed). Automatic suspensions ("reported by
 * several people") are left out: they keep someone from matching with strangers only.
 */

/** The routes a restricted account may still call, as `METHOD route`. */
const ALLOWED = new Set([
  'GET /api/users/profile',
  'GET /api/account/standing',
  'GET /api/account/role',
  'GET /api/appeals',
  'POST /api/appeals',
  'POST /api/auth/logout',
  'POST /api/auth/logout-all',
  'GET /api/config',
]);

/** How long a cached answer lives at most (a row written straight into the database counts then). */
const KEEP_MS = 30_000;

/** A ban has no end: "restricted until" is then the largest safe time. */
const FOREVER = Number.MAX_SAFE_INTEGER;

interface Restriction {
  row: SanctionRow;
  appeal: AppealRow | null;
}

type GateContext = Pick<AppContext, 'db' | 'io' | 'secret'>;

/**
 * The account's suspension or ban in force with its appeal, from the process's access cache
 * under the account's sanction tag: deciding or lifting a sanction, and filing an appeal, drop
 * it on every process; an answer with a suspension is kept only until the suspension ends.
 */
export function cachedAccountRestriction(
  ctx: Pick<AppContext, 'db' | 'io'>,
  userId: string,
): Promise<Restriction | null> {
  return accessCache(ctx.io).get(
    `standing|${userId}`,
    sanctionTags({ userId }),
    async () => {
      const row = await activeRestriction(ctx.db, { userId }, 'account');
      if (!row) return null;
      const [appeal] = await ctx.db.select().from(appeals).where(eq(appeals.sanctionId, row.id));
      return { row, appeal: appeal ?? null };
    },
    () => true,
    (found) => Math.min(Date.now() + KEEP_MS, found?.row.expiresAt?.getTime() ?? Infinity),
  );
}

/** The restricted person's statement: its appeal's status, or the token to appeal with. */
export async function restrictionStatement(
  secret: string,
  { row, appeal }: Restriction,
): Promise<Statement> {
  const statement = statementOf(row, appeal);
  return statement.appealUntil
    ? { ...statement, appealToken: await appealToken(secret, row.id, statement.appealUntil) }
    : statement;
}

async function refusal(ctx: GateContext, userId: string): Promise<AppError | null> {
  const found = await cachedAccountRestriction(ctx, userId);
  if (!found) return null;
  const statement = await restrictionStatement(ctx.secret, found);
  return new AppError('forbidden', statement.message, { statement });
}

/** The auth guard's gate (auth/guard.ts): what a restricted account may still call. */
export function accountGate(ctx: GateContext): AccountGate {
  return {
    async restrictedUntil(userId) {
      const found = await cachedAccountRestriction(ctx, userId);
      return found ? (found.row.expiresAt?.getTime() ?? FOREVER) : undefined;
    },
    allows: (method, route) => ALLOWED.has(`${method} ${route}`),
    refusal: (userId) => refusal(ctx, userId),
  };
}

/**
 * Socket edge: every client event of a restricted account's socket is answered with the 403
 * statement (through its ack) and dropped. The socket learnt "restricted until" when it
 * connected (socket.data.restrictedUntil), so an event of an account in good standing costs
 * one comparison; an expired restriction lifts itself by the clock. A reversal is learnt from
 * the cache (dropped on every process), and the socket's events then go through again.
 */
export function installAccountGate(ctx: GateContext & Pick<AppContext, 'logger'>): void {
  guardSocketEvents(ctx.io, (socket: AppSocket, args: unknown[]) => {
    const until = socket.data.restrictedUntil;
    if (until === undefined) return true;
    if (until <= Date.now() || !socket.data.userId) {
      socket.data.restrictedUntil = undefined;
      return true;
    }
    const ack = args.at(-1);
    return refusal(ctx, socket.data.userId).then(
      (refused) => {
        if (!refused) {
          socket.data.restrictedUntil = undefined;
          return true;
        }
        answer(ctx, ack, () => Promise.reject(refused));
        return false;
      },
      (error: unknown) => {
        // Answered as any failed event is (logged, a generic message); the event is dropped.
        answer(ctx, ack, () => Promise.reject(error));
        return false;
      },
    );
  });
}
