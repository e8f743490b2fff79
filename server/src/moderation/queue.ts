import { and, desc, eq, gt, inArray, or, sql } from 'drizzle-orm';
import { categorySeverity, type QueueItem, type QueueItemDetail } from '@serendip/protocol';
import type { Database } from '../platform/db/database';
import {
  moderationClaims,
  photos,
  reportOutcomes,
  reports,
  sanctions,
  users,
} from '../platform/db/schema';
import { conflict, notFound } from '../platform/errors';
import { appeals } from '../platform/db/schema';
import { statementOf } from './statement';
import { removableContent, reportedIds } from './itemContent';
import {
  priorityOf,
  reporterAccuracy,
  reporterOf,
  severityOf,
  subjectOf,
  TOP_SEVERITY,
} from './priority';
import { ESCALATION_WINDOW_MS, nextEscalation } from './rules';
import type { Subject } from './sanctions';

export type QueueFilter = 'open' | 'mine' | 'resolved';
const QUEUE_SIZE = 50;

/**
 * One item per reported person, grouping their reports, most urgent first (see priority.ts):
 * the most severe categories first, then by priority, then the most recent report.
 */
export async function listQueue(
  db: Database,
  moderatorId: string,
  filter: QueueFilter,
  search?: string,
): Promise<QueueItem[]> {
  const accuracy = reporterAccuracy(db);
  // One row per (person, reporter): a reporter's several reports about someone weigh once.
  const perReporter = db
    .select({
      subject: sql<string>`${subjectOf}`.as('item_subject'),
      reportedUserId: sql<string | null>`max(${reports.reportedUserId}::text)`.as('reported_user'),
      reporter: sql<string | null>`${reporterOf}`.as('reporter'),
      reports: sql<number>`count(*)::int`.as('report_count'),
      severity: sql<number>`max(${severityOf})`.as('severity'),
      open: sql<boolean>`bool_or(${reports.status} = 'open')`.as('open'),
      lastReportAt: sql<Date>`max(${reports.createdAt})`.as('last_report_at'),
      accuracy: sql<number>`coalesce(max(${accuracy.accuracy}), 0.5)`.as('reporter_accuracy'),
    })
    .from(reports)
    .leftJoin(accuracy, eq(accuracy.reporter, reporterOf))
    .groupBy(subjectOf, reporterOf)
    .as('per_reporter');
  const open = sql<boolean>`bool_or(${perReporter.open})`;
  const severity = sql<number>`max(${perReporter.severity})::int`;
  const priority = sql<number>`(${severity} + sum(case when ${perReporter.reporter} is null then 0 else 0.5 + ${perReporter.accuracy} end))::float`;
  const having =
    filter === 'resolved'
      ? sql`not ${open}`
      : filter === 'mine'
        ? sql`${open} and max(${moderationClaims.moderatorId}::text) = ${moderatorId}`
        : open;
  const rows = await db
    .select({
      subject: perReporter.subject,
      username: sql<string | null>`max(${users.username})`,
      profilePicture: sql<string | null>`max(${users.profilePicture})`,
      reports: sql<number>`sum(${perReporter.reports})::int`,
      reporters: sql<number>`count(${perReporter.reporter})::int`,
      severity,
      priority,
      claimedBy: sql<string | null>`max(${moderationClaims.moderatorId}::text)`,
      lastReportAt: sql<string>`max(${perReporter.lastReportAt})`,
    })
    .from(perReporter)
    .leftJoin(users, sql`${users.id}::text = ${perReporter.reportedUserId}`)
    .leftJoin(moderationClaims, eq(moderationClaims.subject, perReporter.subject))
    .where(
      search ? sql`${users.username} ilike ${`%${search.replace(/[%_\\]/g, '\\$&')}%`}` : undefined,
    )
    .groupBy(perReporter.subject)
    .having(having)
    .orderBy(
      desc(sql`${severity} >= ${sql.raw(String(TOP_SEVERITY))}`),
      desc(priority),
      desc(sql`max(${perReporter.lastReportAt})`),
    )
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

function sanctionsWhere(subject: Subject) {
  return 'userId' in subject
    ? eq(sanctions.userId, subject.userId)
    : subject.ipKey
      ? or(eq(sanctions.visitorKey, subject.visitorKey), eq(sanctions.ipKey, subject.ipKey))
      : eq(sanctions.visitorKey, subject.visitorKey);
}

/** Everything a moderator needs to decide about one person. */
export async function queueItem(
  db: Database,
  key: string,
  subject: Subject,
): Promise<QueueItemDetail> {
  const reportRows = await db
    .select()
    .from(reports)
    .where(subjectWhere(subject))
    .orderBy(desc(reports.createdAt))
    .limit(100);
  if (reportRows.length === 0) throw notFound('Nothing was reported about this person.');
  const earlier = await db
    .select()
    .from(sanctions)
    .leftJoin(appeals, eq(appeals.sanctionId, sanctions.id))
    .where(sanctionsWhere(subject))
    .orderBy(desc(sanctions.createdAt))
    .limit(50);
  const [claim] = await db.select().from(moderationClaims).where(eq(moderationClaims.subject, key));
  const user =
    'userId' in subject
      ? (await db.select().from(users).where(eq(users.id, subject.userId)))[0]
      : undefined;
  const userPhotos =
    'userId' in subject
      ? await db
          .select({ _id: photos.id, imageUrl: photos.imageUrl, caption: photos.caption })
          .from(photos)
          .where(eq(photos.userId, subject.userId))
          .orderBy(desc(photos.id))
          .limit(24)
      : [];
  const reporterIds = new Set(
    reportRows.flatMap((row) => {
      const reporter = row.reporterId ?? row.reporterVisitor;
      return reporter ? [reporter] : [];
    }),
  );
  const severity = Math.max(...reportRows.map((row) => categorySeverity(row.category)));
  const accuracy = reporterAccuracy(db);
  const known = reporterIds.size
    ? await db
        .select()
        .from(accuracy)
        .where(inArray(accuracy.reporter, [...reporterIds]))
    : [];
  const accuracies = [...reporterIds].map(
    (id) => known.find((row) => row.reporter === id)?.accuracy ?? 0.5,
  );
  const content =
    'userId' in subject
      ? await removableContent(
          db,
          subject.userId,
          reportedIds(reportRows.map((row) => row.evidence)),
        )
      : [];
  const counted = await countForEscalation(db, subject);
  const step = nextEscalation(counted);
  return {
    subject: key,
    username: user?.username ?? null,
    profilePicture: user?.profilePicture ?? null,
    bio: user?.bio ?? null,
    reports: reportRows.length,
    reporters: reporterIds.size,
    severity,
    priority: priorityOf(severity, accuracies),
    claimedBy: claim?.moderatorId ?? null,
    lastReportAt: reportRows[0]!.createdAt.toISOString(),
    reportList: reportRows.map((row) => ({
      _id: row.id,
      context: row.context,
      category: row.category,
      reason: row.reason,
      evidence: row.evidence,
      reporter: row.reporterId ? 'account' : 'visitor',
      createdAt: row.createdAt.toISOString(),
      status: row.status,
    })),
    sanctions: earlier.map((row) => statementOf(row.sanctions, row.appeals)),
    photos: userPhotos,
    content,
    proposed:
      step.kind === 'warning'
        ? { action: 'warn' }
        : step.kind === 'ban'
          ? { action: 'ban' }
          : { action: 'suspend', hours: step.hours },
  };
}

/** Decisions that count toward escalation: upheld (not reversed) ones within the window. */
export async function countForEscalation(db: Database, subject: Subject): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(sanctions)
    .where(
      and(
        sanctionsWhere(subject),
        inArray(sanctions.kind, ['warning', 'suspension', 'ban']),
        sql`${sanctions.liftedAt} is null`,
        gt(sanctions.createdAt, new Date(Date.now() - ESCALATION_WINDOW_MS)),
      ),
    );
  return row?.count ?? 0;
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
