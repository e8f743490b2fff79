import { and, asc, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import {
  categoryLabel,
  categorySeverity,
  type HistoryEntry,
  type QueueItem,
  type QueueItemDetail,
  type Statement,
} from '@serendip/protocol';
import type { Database } from '../platform/db/database';
import { moderationClaims, reportOutcomes, reports, sanctions, users } from '../platform/db/schema';
import { conflict, notFound } from '../platform/errors';
import { appeals } from '../platform/db/schema';
import { statementOf } from './statement';
import { findUserById } from '../users/queries';
import type { LookupsContext } from './contentLookups';
import { removableContent, reportedIds } from './itemContent';
import {
  priorityOf,
  reporterAccuracy,
  reporterOf,
  severityOf,
  sourceOf,
  subjectOf,
} from './priority';
import {
  ESCALATION_WINDOW_MS,
  escalationCount,
  nextEscalation,
  type EscalationRecord,
} from './rules';
import { evidenceSenders, presentEvidence } from './evidence';
import { itemPermissions } from './consolePolicy';
import { wellFormedId } from '../platform/ids';
import type { Subject } from './sanctions';

export type QueueFilter = 'open' | 'mine' | 'resolved';
const QUEUE_SIZE = 50;
/** The person's newest posts an item shows. */
const GALLERY_POSTS = 24;

/**
 * One item per reported person, grouping their reports and automatic flags, most urgent first
 * (see priority.ts): by the most severe category, then by the reporters' (and checks') weight,
 * then the longest waiting; resolved items newest first.
 */
export async function listQueue(
  db: Database,
  moderatorId: string,
  filter: QueueFilter,
  search?: string,
): Promise<QueueItem[]> {
  const accuracy = reporterAccuracy(db);
  // One row per (person, source): a reporter's several reports about someone weigh once.
  const perSource = db
    .select({
      subject: sql<string>`${subjectOf}`.as('item_subject'),
      reportedUserId: sql<string | null>`max(${reports.reportedUserId}::text)`.as('reported_user'),
      human: sql<boolean>`bool_or(${reporterOf} is not null)`.as('human'),
      reports: sql<number>`count(*)::int`.as('report_count'),
      severity: sql<number>`max(${severityOf})`.as('severity'),
      category:
        sql<string>`(array_agg(${reports.category} order by ${severityOf} desc, ${reports.createdAt} desc))[1]`.as(
          'top_category',
        ),
      open: sql<boolean>`bool_or(${reports.status} = 'open')`.as('open'),
      lastReportAt: sql<Date>`max(${reports.createdAt})`.as('last_report_at'),
      firstOpenAt:
        sql<Date | null>`min(${reports.createdAt}) filter (where ${reports.status} = 'open')`.as(
          'first_open_at',
        ),
      accuracy: sql<number>`coalesce(max(${accuracy.accuracy}), 0.5)`.as('reporter_accuracy'),
    })
    .from(reports)
    .leftJoin(accuracy, eq(accuracy.reporter, sourceOf))
    .groupBy(subjectOf, sourceOf)
    .as('per_source');
  const open = sql<boolean>`bool_or(${perSource.open})`;
  const severity = sql<number>`max(${perSource.severity})::int`;
  const weight = sql<number>`sum(0.5 + ${perSource.accuracy})`;
  const priority = sql<number>`(${severity} + ${weight})::float`;
  const having =
    filter === 'resolved'
      ? sql`not ${open}`
      : filter === 'mine'
        ? sql`${open} and max(${moderationClaims.moderatorId}::text) = ${moderatorId}`
        : open;
  const age =
    filter === 'resolved'
      ? desc(sql`max(${perSource.lastReportAt})`)
      : asc(sql`min(${perSource.firstOpenAt})`);
  const rows = await db
    .select({
      subject: perSource.subject,
      username: sql<string | null>`max(${users.username})`,
      profilePicture: sql<string | null>`max(${users.profilePicture})`,
      reports: sql<number>`sum(${perSource.reports})::int`,
      reporters: sql<number>`(count(*) filter (where ${perSource.human}))::int`,
      automatic: sql<number>`coalesce(sum(${perSource.reports}) filter (where not ${perSource.human}), 0)::int`,
      severity,
      category: sql<string>`(array_agg(${perSource.category} order by ${perSource.severity} desc))[1]`,
      priority,
      claimedBy: sql<string | null>`max(${moderationClaims.moderatorId}::text)`,
      lastReportAt: sql<string>`max(${perSource.lastReportAt})`,
    })
    .from(perSource)
    .leftJoin(users, sql`${users.id}::text = ${perSource.reportedUserId}`)
    .leftJoin(moderationClaims, eq(moderationClaims.subject, perSource.subject))
    .where(
      search ? sql`${users.username} ilike ${`%${search.replace(/[%_\\]/g, '\\$&')}%`}` : undefined,
    )
    .groupBy(perSource.subject)
    .having(having)
    .orderBy(desc(severity), desc(weight), age)
    .limit(QUEUE_SIZE);
  return rows.map((row) => ({
    ...row,
    priority: Math.round(row.priority * 100) / 100,
    lastReportAt: new Date(row.lastReportAt).toISOString(),
  }));
}

function subjectWhere(subject: Subject) {
  return 'userId' in subject
    ? eq(reports.reportedUserId, subject.userId)
    : eq(reports.reportedVisitor, subject.visitorKey);
}

/** The person's own decisions: an address is shared, so a neighbour's never count here. */
function sanctionsWhere(subject: Subject) {
  return 'userId' in subject
    ? eq(sanctions.userId, subject.userId)
    : eq(sanctions.visitorKey, subject.visitorKey);
}

const isAutomatic = (row: ReportRow) => !row.reporterId && !row.reporterVisitor;

/** The usernames of the accounts that sent the lines of the reports' evidence. */
async function senderNames(db: Database, reportRows: ReportRow[]): Promise<Map<string, string>> {
  const ids = [
    ...new Set(reportRows.flatMap((row) => evidenceSenders(row.evidence).map(wellFormedId))),
  ].filter((id): id is string => id !== null);
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(rows.map((row) => [row.id, row.username]));
}

/** A decision's standing now, for the history. */
function decisionOutcome(statement: Statement, now: number): string {
  if (statement.liftedAt) return 'reversed';
  if (statement.appeal?.status === 'open') return 'appealed';
  if (statement.appeal?.status === 'upheld') return 'upheld on appeal';
  if (statement.decision === 'ban') return 'in force';
  if (statement.decision === 'suspension')
    return statement.expiresAt && Date.parse(statement.expiresAt) <= now ? 'ended' : 'in force';
  return 'stands';
}

/** Everything a moderator needs to decide about one person. */
export async function queueItem(
  ctx: LookupsContext,
  key: string,
  subject: Subject,
  moderatorId: string,
): Promise<QueueItemDetail> {
  const { db } = ctx;
  const reportRows = await db
    .select({ report: reports, outcome: reportOutcomes.outcome })
    .from(reports)
    .leftJoin(reportOutcomes, eq(reportOutcomes.reportId, reports.id))
    .where(subjectWhere(subject))
    .orderBy(desc(reports.createdAt))
    .limit(100);
  const earlier = await db
    .select()
    .from(sanctions)
    .leftJoin(appeals, eq(appeals.sanctionId, sanctions.id))
    .where(sanctionsWhere(subject))
    .orderBy(desc(sanctions.createdAt))
    .limit(50);
  // An appeal links here: a person with decisions but no report still has a page.
  if (reportRows.length === 0 && earlier.length === 0)
    throw notFound('Nothing was reported about this person.');
  const [claimRow] = await db
    .select()
    .from(moderationClaims)
    .where(eq(moderationClaims.subject, key));
  const user = 'userId' in subject ? await findUserById(db, subject.userId) : undefined;
  const userPhotos =
    'userId' in subject
      ? (await ctx.contentLookups.photo.galleryOf(ctx, subject.userId, GALLERY_POSTS)).map(
          ({ id, imageUrl, caption }) => ({ _id: id, imageUrl, caption }),
        )
      : [];
  const rows = reportRows.map((row) => row.report);
  const sources = new Set(
    rows.map((row) => row.reporterId ?? row.reporterVisitor ?? autoSource(row)),
  );
  const open = rows.filter((row) => row.status === 'open');
  // The item's severity is that of what is still to decide (all reports once resolved).
  const deciding = open.length > 0 ? open : rows;
  const top = [...deciding].sort(
    (a, b) => categorySeverity(b.category) - categorySeverity(a.category),
  )[0];
  const severity = top ? categorySeverity(top.category) : 0;
  const accuracy = reporterAccuracy(db);
  const known = sources.size
    ? await db
        .select()
        .from(accuracy)
        .where(inArray(accuracy.reporter, [...sources]))
    : [];
  const accuracies = [...sources].map(
    (id) => known.find((row) => row.reporter === id)?.accuracy ?? 0.5,
  );
  const content =
    'userId' in subject
      ? await removableContent(ctx, subject.userId, reportedIds(rows.map((row) => row.evidence)))
      : [];
  const usernames = await senderNames(db, rows);
  const statements = earlier.map((row) => statementOf(row.sanctions, row.appeals));
  const counted = await countForEscalation(db, subject);
  const step = nextEscalation(counted);
  const now = Date.now();
  const history: HistoryEntry[] = [
    ...reportRows.map(({ report, outcome }) => ({
      kind: isAutomatic(report) ? ('flag' as const) : ('report' as const),
      at: report.createdAt.toISOString(),
      what: categoryLabel(report.category),
      outcome: report.status === 'open' ? 'open' : (outcome ?? 'reviewed'),
    })),
    ...statements.map((statement) => ({
      kind: 'decision' as const,
      at: statement.createdAt,
      what: `${DECISION_TITLE[statement.decision]}: ${statement.ruleTitle}${statement.automatic ? ' (automatic)' : ''}`,
      outcome: decisionOutcome(statement, now),
    })),
  ].sort((a, b) => b.at.localeCompare(a.at));
  return {
    subject: key,
    username: user?.username ?? null,
    profilePicture: user?.profilePicture ?? null,
    bio: user?.bio ?? null,
    reports: rows.length,
    reporters: new Set(rows.flatMap((row) => row.reporterId ?? row.reporterVisitor ?? [])).size,
    automatic: rows.filter(isAutomatic).length,
    severity,
    category: top?.category ?? 'other',
    priority: priorityOf(severity, accuracies),
    claimedBy: claimRow?.moderatorId ?? null,
    lastReportAt: (rows[0]?.createdAt ?? new Date(statements[0]!.createdAt)).toISOString(),
    // What is still to decide first, then the reviewed ones, newest first in each.
    reportList: [...reportRows]
      .sort((a, b) => Number(b.report.status === 'open') - Number(a.report.status === 'open'))
      .map(({ report, outcome }) => ({
        _id: report.id,
        context: report.context,
        category: report.category,
        reason: report.reason,
        evidence: report.evidence,
        shown: presentEvidence(report.evidence, usernames, user?.username ?? null),
        reporter: report.reporterId ? 'account' : report.reporterVisitor ? 'visitor' : 'automatic',
        createdAt: report.createdAt.toISOString(),
        status: report.status,
        outcome: outcome ?? null,
      })),
    sanctions: statements,
    photos: userPhotos,
    content,
    proposed:
      step.kind === 'warning'
        ? { action: 'warn' }
        : step.kind === 'ban'
          ? { action: 'ban' }
          : { action: 'suspend', hours: step.hours },
    counted,
    history,
    allowed: itemPermissions(subject, claimRow?.moderatorId ?? null, moderatorId),
  };
}

type ReportRow = typeof reports.$inferSelect;

/** The source key of an automatic report, as priority.ts's sourceOf spells it. */
function autoSource(row: ReportRow): string {
  const source = (row.evidence as { source?: unknown } | null)?.source;
  return `auto:${typeof source === 'string' ? source : 'flag'}`;
}

const DECISION_TITLE: Record<Statement['decision'], string> = {
  warning: 'Warning',
  removal: 'Content removed',
  termination: 'Chat ended',
  suspension: 'Suspension',
  ban: 'Permanent ban',
};

/**
 * The earlier upheld flags and decisions the escalation policy counts (rules.ts
 * escalationCount): decisions not reversed, and automatic flags the checks refused that a
 * moderator has not dismissed, within the window.
 */
export async function countForEscalation(db: Database, subject: Subject): Promise<number> {
  const since = new Date(Date.now() - ESCALATION_WINDOW_MS);
  const [decisions, flagged] = await Promise.all([
    db
      .select({ at: sanctions.createdAt, liftedAt: sanctions.liftedAt })
      .from(sanctions)
      .where(and(sanctionsWhere(subject), gt(sanctions.createdAt, since)))
      .limit(500),
    db
      .select({
        at: reports.createdAt,
        status: reports.status,
        automatic: sql<boolean>`${reporterOf} is null`,
        blocked: sql<boolean>`coalesce((${reports.evidence}->'message'->>'delivered') = 'false', false)`,
        outcome: reportOutcomes.outcome,
      })
      .from(reports)
      .leftJoin(reportOutcomes, eq(reportOutcomes.reportId, reports.id))
      .where(and(subjectWhere(subject), gt(reports.createdAt, since)))
      .orderBy(desc(reports.createdAt))
      .limit(500),
  ]);
  const newestOpen = flagged.find((row) => row.status === 'open')?.at ?? null;
  const records: EscalationRecord[] = [
    ...decisions.map((row) => ({
      kind: 'decision' as const,
      at: row.at,
      reversed: row.liftedAt !== null,
    })),
    ...flagged
      .filter((row) => row.automatic)
      .map((row) => ({
        kind: 'flag' as const,
        at: row.at,
        blocked: row.blocked,
        outcome: row.status === 'open' ? ('open' as const) : (row.outcome ?? 'actioned'),
      })),
  ];
  return escalationCount(records, new Date(), newestOpen);
}

/** Claims an item for a moderator; 409 when another moderator holds it. */
export async function claim(db: Database, key: string, moderatorId: string): Promise<void> {
  await db.insert(moderationClaims).values({ subject: key, moderatorId }).onConflictDoNothing();
  const [row] = await db.select().from(moderationClaims).where(eq(moderationClaims.subject, key));
  if (row && row.moderatorId !== moderatorId)
    throw conflict('Another moderator is reviewing this item.');
}

export async function release(db: Database, key: string): Promise<void> {
  await db.delete(moderationClaims).where(eq(moderationClaims.subject, key));
}

/**
 * Marks every open report about the person as reviewed with its outcome; returns the accounts
 * that reported, to tell them.
 */
export async function resolveReports(
  db: Database,
  subject: Subject,
  outcome: 'dismissed' | 'actioned',
): Promise<string[]> {
  const resolved = await db
    .update(reports)
    .set({ status: 'reviewed' })
    .where(and(subjectWhere(subject), eq(reports.status, 'open')))
    .returning({ id: reports.id, reporterId: reports.reporterId });
  if (resolved.length > 0)
    await db
      .insert(reportOutcomes)
      .values(resolved.map((row) => ({ reportId: row.id, outcome })))
      .onConflictDoNothing();
  return [...new Set(resolved.flatMap((row) => (row.reporterId ? [row.reporterId] : [])))];
}
