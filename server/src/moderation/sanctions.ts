import { and, desc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import { SignJWT, jwtVerify } from 'jose';
import type { Statement } from '@serendip/protocol';
import type { AppContext } from '../platform/context';
import type { Database } from '../platform/db/database';
import { preparedPerDatabase } from '../platform/db/prepared';
import {
  accountBrowsers,
  moderationLog,
  sanctions,
  users,
  visitorAddresses,
} from '../platform/db/schema';
import { AppError } from '../platform/errors';
import { newId } from '../platform/ids';
import { deriveKey } from '../platform/secrets';
import { userRoom } from '../platform/socket';
import { notify } from '../notifications/service';
import { sanctionChanged } from './sanctionCache';
import { bumpTokenVersion, signInsRevoked } from '../auth/sessions';
import { statementOf, type SanctionRow } from './statement';
import { browserOf } from './accountBrowsers';
import { markAddresses } from './addressFriction';
import { statementMail } from './statementMail';
import { DEFAULT_LANGUAGE, namedInterfaceLanguage } from '../platform/i18n/languageChoice';

/**
 * Whom a decision is about: an account, or a visitor by hashed visitor id. A visitor's `ipKey`
 * (the address of its last report) only marks that address for a short friction
 * (addressFriction.ts); it is never stored on the sanction and blocks no one.
 */
export type Subject = { userId: string } | { visitorKey: string; ipKey?: string | null };

/** The Socket.IO room of a visitor's sockets (by hashed visitor id), to cut them on a sanction. */
export const visitorRoom = (visitorKey: string) => `visitor:${visitorKey}`;

export function subjectKey(subject: Subject): string {
  return 'userId' in subject ? `user:${subject.userId}` : `visitor:${subject.visitorKey}`;
}

/** `user:<id>` / `visitor:<key>` back to a subject (the address from the last report). */
export async function parseSubject(db: Database, key: string): Promise<Subject | null> {
  const [kind, value] = key.split(':');
  if (!value) return null;
  if (kind === 'user') return { userId: value };
  if (kind !== 'visitor') return null;
  const [seen] = await db
    .select({ ipKey: visitorAddresses.ipKey })
    .from(visitorAddresses)
    .where(eq(visitorAddresses.visitorKey, value));
  return { visitorKey: value, ipKey: seen?.ipKey ?? null };
}

/**
 * Who is asking: an account, or a visitor by hashed visitor id. An address is never part of it:
 * many people share one (a household, an office, a mobile network), so it blocks no one.
 */
export interface Who {
  userId?: string | null;
  visitorKey?: string | null;
}

/** The accounts that signed in on the browser with visitor key `visitorKey` (placeholder). */
const accountsOfBrowser = sql`(select ${accountBrowsers.userId} from ${accountBrowsers} where ${accountBrowsers.visitorKey} = ${sql.placeholder('visitorKey')})`;

/**
 * The restriction query of an account, or of a visitor, and scope, prepared once per database:
 * it runs at every sign-in and every match, and building it was most of its cost (drizzle:
 * 344-396 µs per call on PGlite). A visitor is restricted by a sanction on its own visitor id
 * or on an account that signed in on that browser (the same person, signed out); an account
 * only by its own.
 */
function restrictionQuery(person: 'account' | 'visitor', scope: 'account' | 'matching') {
  return preparedPerDatabase((db: Database) =>
    db
      .select()
      .from(sanctions)
      .where(
        and(
          person === 'account'
            ? eq(sanctions.userId, sql.placeholder('userId'))
            : or(
                eq(sanctions.visitorKey, sql.placeholder('visitorKey')),
                sql`${sanctions.userId} in ${accountsOfBrowser}`,
              ),
          inArray(sanctions.kind, ['suspension', 'ban']),
          scope === 'account' ? eq(sanctions.automatic, false) : undefined,
          isNull(sanctions.liftedAt),
          or(isNull(sanctions.expiresAt), gt(sanctions.expiresAt, sql`now()`)),
        ),
      )
      .orderBy(sql`${sanctions.expiresAt} desc nulls first`, desc(sanctions.createdAt))
      .limit(1)
      .prepare(`active_restriction_${scope}_${person}`),
  );
}
const restrictionQueries = new Map<string, ReturnType<typeof restrictionQuery>>();

/**
 * The suspension or ban in force against `who` (a ban first): for an account its own, for a
 * visitor its visitor id's or that of an account that used the browser. `account` leaves out
 * automatic suspensions: they only keep someone from matching with strangers.
 */
export async function activeRestriction(
  db: Database,
  who: Who,
  scope: 'account' | 'matching' = 'matching',
): Promise<SanctionRow | undefined> {
  const person = who.userId ? 'account' : who.visitorKey ? 'visitor' : null;
  if (!person) return undefined;
  const shape = `${scope} ${person}`;
  let query = restrictionQueries.get(shape);
  if (!query) restrictionQueries.set(shape, (query = restrictionQuery(person, scope)));
  const [row] = await query(db).execute(
    person === 'account' ? { userId: who.userId } : { visitorKey: who.visitorKey },
  );
  return row;
}

/**
 * A token that lets the sanctioned person appeal this decision without signing in. It expires
 * with the appeal window (`appealUntil`), so a decision's statement carries the same token on
 * every answer.
 */
export function appealToken(
  secret: string,
  sanctionId: string,
  appealUntil: string,
): Promise<string> {
  return new SignJWT({ purpose: 'appeal' })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(sanctionId)
    .setExpirationTime(Math.floor(Date.parse(appealUntil) / 1000))
    .sign(new TextEncoder().encode(deriveKey(secret, 'appeal')));
}

export async function sanctionFromAppealToken(
  secret: string,
  token: string,
): Promise<string | null> {
  try {
    const { payload } = await jwtVerify(
      token,
      new TextEncoder().encode(deriveKey(secret, 'appeal')),
      {
        algorithms: ['HS256'],
      },
    );
    return payload.purpose === 'appeal' && typeof payload.sub === 'string' ? payload.sub : null;
  } catch {
    return null;
  }
}

/** The statement with an appeal token, for the sanctioned person only. */
export async function statementForSubject(secret: string, row: SanctionRow): Promise<Statement> {
  const statement = statementOf(row);
  return statement.appealUntil
    ? { ...statement, appealToken: await appealToken(secret, row.id, statement.appealUntil) }
    : statement;
}

/** The 403 a restricted person gets, with the statement of reasons beside `message`. */
export async function restrictedError(
  secret: string,
  row: SanctionRow,
  message?: string,
): Promise<AppError> {
  const statement = await statementForSubject(secret, row);
  return new AppError('forbidden', message ?? statement.message, { statement });
}

export interface Decision {
  subject: Subject;
  kind: SanctionRow['kind'];
  rule: string;
  note?: string;
  content?: unknown;
  automatic?: boolean;
  decidedBy?: string | null;
  /** Suspension length. */
  hours?: number;
}

/** The mailer is optional for callers typed narrowly (the app's context always has one). */
type Ctx = Pick<AppContext, 'db' | 'io' | 'hub' | 'logger' | 'secret'> &
  Partial<Pick<AppContext, 'mailer'>>;

/**
 * Records a decision with its statement of reasons and an audit row, then tells the person
 * and enforces it: a suspension or ban revokes an account's tokens and cuts the person's
 * open sockets on every process (through the adapter).
 */
export async function decide(ctx: Ctx, decision: Decision): Promise<SanctionRow> {
  const { subject } = decision;
  const binds = decision.kind === 'suspension' || decision.kind === 'ban';
  // An automatic suspension only keeps someone from matching: their account and live chat stay.
  const restricts = !decision.automatic && binds;
  const account = 'userId' in subject ? subject.userId : null;
  // Where the person is now: their browsers (an account's sanction holds for them signed out)
  // and addresses (a short friction for unknown visitors there, never a block).
  const live = binds ? await liveSockets(ctx, subject) : [];
  if (account) await bindBrowsers(ctx, account, live);
  const [row] = await ctx.db
    .insert(sanctions)
    .values({
      id: newId(),
      userId: account,
      visitorKey: 'visitorKey' in subject ? subject.visitorKey : null,
      kind: decision.kind,
      rule: decision.rule,
      note: decision.note ?? '',
      content: decision.content ?? null,
      automatic: decision.automatic ?? false,
      decidedBy: decision.decidedBy ?? null,
      expiresAt:
        decision.kind === 'suspension'
          ? new Date(Date.now() + (decision.hours ?? 24) * 60 * 60_000)
          : null,
    })
    .returning();
  // Every process forgets its cached "may match" answer for this person before going on.
  if (binds) await sanctionChanged(ctx, row!);
  if (account) {
    if (restricts) {
      await bumpTokenVersion(ctx.db, account);
      await signInsRevoked(ctx, account);
    }
    await tellAccount(ctx, account, row!);
  }
  // Cut first, then the bookkeeping: the person is out as soon as the decision is stored.
  if (restricts) cutSockets(ctx, subject);
  if (binds) {
    const addresses = live.map((socket) => socket.data.ipKey);
    if ('ipKey' in subject && subject.ipKey) addresses.push(subject.ipKey);
    await markAddresses(ctx, addresses, row!.expiresAt).catch((error: unknown) =>
      ctx.logger.warn({ err: error }, 'could not mark the addresses of a sanction'),
    );
  }
  await audit(ctx.db, {
    actorId: decision.decidedBy ?? null,
    action: decision.automatic ? `automatic ${decision.kind}` : decision.kind,
    subject: subjectKey(subject),
    sanctionId: row!.id,
    rule: decision.rule,
    note: decision.note ?? '',
  });
  return row!;
}

/** Ends every open socket of the person, on every process (the adapter relays it). */
export function cutSockets(ctx: Pick<AppContext, 'io'>, subject: Subject): void {
  const room = 'userId' in subject ? userRoom(subject.userId) : visitorRoom(subject.visitorKey);
  ctx.io.in(room).disconnectSockets(true);
}

/** The person's open sockets on every process (none when they cannot be listed). */
async function liveSockets(ctx: Pick<AppContext, 'io' | 'logger'>, subject: Subject) {
  const room = 'userId' in subject ? userRoom(subject.userId) : visitorRoom(subject.visitorKey);
  try {
    return await ctx.io.in(room).fetchSockets();
  } catch (error) {
    ctx.logger.warn({ err: error }, 'could not list the sockets of a sanctioned person');
    return [];
  }
}

/** Binds the browsers an account has open now (their connection may not have written it yet). */
async function bindBrowsers(
  ctx: Pick<AppContext, 'db' | 'secret'>,
  userId: string,
  live: Awaited<ReturnType<typeof liveSockets>>,
): Promise<void> {
  const keys = new Set(live.map((socket) => browserOf(ctx.secret, socket)).filter(Boolean));
  if (keys.size === 0) return;
  await ctx.db
    .insert(accountBrowsers)
    .values([...keys].map((visitorKey) => ({ userId, visitorKey: visitorKey! })))
    .onConflictDoUpdate({
      target: [accountBrowsers.userId, accountBrowsers.visitorKey],
      set: { lastSeenAt: sql`now()` },
    });
}

/** A notification (live) and an e-mail with the statement of reasons. */
async function tellAccount(ctx: Ctx, userId: string, row: SanctionRow): Promise<void> {
  const statement = statementOf(row);
  await notify(ctx, userId, { message: statement.message, link: '/account/standing' });
  const [user] = await ctx.db
    .select({ email: users.email, username: users.username, language: users.language })
    .from(users)
    .where(eq(users.id, userId));
  if (!user || !ctx.mailer) return;
  const language = namedInterfaceLanguage(user.language) ?? DEFAULT_LANGUAGE;
  ctx.mailer
    .send({ to: user.email, ...statementMail(language, user.username, statement) })
    .catch((error: unknown) => ctx.logger.warn({ err: error }, 'could not mail a statement'));
}

export async function audit(
  db: Database,
  row: Omit<typeof moderationLog.$inferInsert, 'id' | 'createdAt'>,
): Promise<void> {
  await db.insert(moderationLog).values({ id: newId(), ...row });
}
