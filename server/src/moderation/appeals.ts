import { and, desc, eq } from 'drizzle-orm';
import type { MessageResponse, OpenAppeal, Statement } from '@serendip/protocol';
import type { AppContext } from '../platform/context';
import { appeals, sanctions, users } from '../platform/db/schema';
import { appealPermissions } from './consolePolicy';
import { conflict, forbidden, invalid, notFound } from '../platform/errors';
import { newId, wellFormedId } from '../platform/ids';
import { notify } from '../notifications/service';
import { audit, sanctionFromAppealToken } from './sanctions';
import { statementOf, type SanctionRow } from './statement';
import { APPEAL_WINDOW_MS, ruleTitle } from './rules';
import { restoreContent, type RemovedContent } from './removal';
import { releaseRemovedMedia } from './removedMedia';
import { sanctionChanged } from './sanctionCache';

export const APPEAL_FILED = 'Your appeal was sent. A different moderator will review it.';
export const SAME_MODERATOR = 'A different moderator must review this appeal.';

/** One's own decisions, newest first, with their statements (GET /api/account/standing). */
export async function standing(ctx: Pick<AppContext, 'db'>, userId: string): Promise<Statement[]> {
  const rows = await ctx.db
    .select()
    .from(sanctions)
    .leftJoin(appeals, eq(appeals.sanctionId, sanctions.id))
    .where(eq(sanctions.userId, userId))
    .orderBy(desc(sanctions.createdAt))
    .limit(100);
  return rows.map((row) => statementOf(row.sanctions, row.appeals));
}

/**
 * GET /api/appeals/{token}: the decision an appeal token names, with its statement and any
 * appeal already filed, for the appeal page a suspended account reaches from the login page.
 */
export async function statementByToken(
  ctx: Pick<AppContext, 'db' | 'secret'>,
  token: string,
): Promise<Statement> {
  const sanctionId = await sanctionFromAppealToken(ctx.secret, token);
  const [row] = sanctionId
    ? await ctx.db
        .select()
        .from(sanctions)
        .leftJoin(appeals, eq(appeals.sanctionId, sanctions.id))
        .where(eq(sanctions.id, sanctionId))
    : [];
  if (!row) throw notFound('Decision not found.');
  const statement = statementOf(row.sanctions, row.appeals);
  return statement.appealUntil ? { ...statement, appealToken: token } : statement;
}

/**
 * Files the one appeal a decision allows, within the appeal window: by a signed-in account
 * for its own decision, or by anyone holding the decision's appeal token (a suspended account
 * that cannot sign in, a visitor).
 */
export async function fileAppeal(
  ctx: Pick<AppContext, 'db' | 'secret' | 'io' | 'hub' | 'logger'>,
  input: { text: string; sanctionId?: string; appealToken?: string; userId?: string },
): Promise<MessageResponse> {
  const sanctionId = input.appealToken
    ? await sanctionFromAppealToken(ctx.secret, input.appealToken)
    : wellFormedId(input.sanctionId);
  if (!sanctionId) throw notFound('Decision not found.');
  const [row] = await ctx.db.select().from(sanctions).where(eq(sanctions.id, sanctionId));
  if (!row || (!input.appealToken && row.userId !== input.userId))
    throw notFound('Decision not found.');
  if (Date.now() - row.createdAt.getTime() > APPEAL_WINDOW_MS)
    throw invalid('The time to appeal this decision has passed.');
  const inserted = await ctx.db
    .insert(appeals)
    .values({ id: newId(), sanctionId, text: input.text })
    .onConflictDoNothing()
    .returning({ id: appeals.id });
  if (inserted.length === 0) throw conflict('You have already appealed this decision.');
  // A restricted account's refusals carry the appeal's status from now on, on every process.
  if (row.userId) await sanctionChanged(ctx, { userId: row.userId });
  await audit(ctx.db, {
    actorId: input.userId ?? null,
    action: 'appeal filed',
    subject: subjectOfRow(row),
    sanctionId,
    rule: row.rule,
    note: input.text,
  });
  return { message: APPEAL_FILED };
}

function subjectOfRow(row: SanctionRow): string {
  return row.userId ? `user:${row.userId}` : `visitor:${row.visitorKey ?? row.ipKey}`;
}

/** The console's short name of a visitor: the start of their hashed visitor id. */
export const visitorLabel = (key: string) => `Visitor ${key.slice(0, 8)}`;

/**
 * Open appeals, oldest first, with the decision they contest, who appeals (username, or a
 * visitor's short key), the link to their item, and what `moderatorId` may decide on each.
 */
export async function openAppeals(
  ctx: Pick<AppContext, 'db'>,
  moderatorId: string,
): Promise<OpenAppeal[]> {
  const rows = await ctx.db
    .select({ appeal: appeals, sanction: sanctions, username: users.username })
    .from(appeals)
    .innerJoin(sanctions, eq(sanctions.id, appeals.sanctionId))
    .leftJoin(users, eq(users.id, sanctions.userId))
    .where(eq(appeals.status, 'open'))
    .orderBy(appeals.createdAt)
    .limit(50);
  return rows.map(({ appeal, sanction, username }) => {
    const subject = subjectOfRow(sanction);
    return {
      _id: appeal.id,
      text: appeal.text,
      createdAt: appeal.createdAt.toISOString(),
      subject,
      decidedBy: sanction.decidedBy,
      statement: statementOf(sanction, appeal),
      username: username ?? null,
      visitor: sanction.userId ? null : visitorLabel(subject.slice('visitor:'.length)),
      itemPath: `/moderation/item/${encodeURIComponent(subject)}`,
      allowed: appealPermissions(sanction.decidedBy, moderatorId),
    };
  });
}

/**
 * Decides an appeal: never by the moderator who made the decision. Reversal lifts the
 * sanction and restores removed content; the person is told the outcome and the reason.
 */
export async function decideAppeal(
  ctx: AppContext,
  moderatorId: string,
  appealId: string,
  input: { decision: 'upheld' | 'reversed'; reason: string },
): Promise<MessageResponse> {
  const id = wellFormedId(appealId);
  const [row] = id
    ? await ctx.db
        .select()
        .from(appeals)
        .innerJoin(sanctions, eq(sanctions.id, appeals.sanctionId))
        .where(eq(appeals.id, id))
    : [];
  if (!row) throw notFound('Appeal not found.');
  if (!appealPermissions(row.sanctions.decidedBy, moderatorId).includes(input.decision))
    throw forbidden(SAME_MODERATOR);
  const updated = await ctx.db
    .update(appeals)
    .set({
      status: input.decision,
      decidedBy: moderatorId,
      decision: input.reason,
      decidedAt: new Date(),
    })
    .where(and(eq(appeals.id, row.appeals.id), eq(appeals.status, 'open')))
    .returning({ id: appeals.id });
  if (updated.length === 0) throw conflict('This appeal was already decided.');
  if (input.decision === 'reversed') {
    await ctx.db
      .update(sanctions)
      .set({ liftedAt: new Date() })
      .where(eq(sanctions.id, row.sanctions.id));
    await sanctionChanged(ctx, row.sanctions);
    const removed = row.sanctions.content as RemovedContent | null;
    if (row.sanctions.kind === 'removal' && removed?.row) {
      await restoreContent(ctx, removed);
      await releaseRemovedMedia(ctx, removed);
    }
  } else if (row.sanctions.userId) {
    // An upheld appeal's status shows in the restricted account's refusals at once.
    await sanctionChanged(ctx, { userId: row.sanctions.userId });
  }
  await audit(ctx.db, {
    actorId: moderatorId,
    action: `appeal ${input.decision}`,
    subject: subjectOfRow(row.sanctions),
    sanctionId: row.sanctions.id,
    rule: row.sanctions.rule,
    note: input.reason,
  });
  if (row.sanctions.userId)
    await notify(ctx, row.sanctions.userId, {
      message: `Your appeal about "${ruleTitle(row.sanctions.rule)}" was ${input.decision === 'reversed' ? 'accepted: the decision was reversed' : 'reviewed: the decision stands'}. ${input.reason}`,
      link: '/account/standing',
    });
  return { message: input.decision === 'reversed' ? 'Decision reversed.' : 'Decision upheld.' };
}
