import { and, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { TransparencyMonth, TransparencyPage } from '@serendip/protocol';
import type { Database } from '../platform/db/database';
import { moderationLog, reportOutcomes, reports } from '../platform/db/schema';
import { buildMonth, monthRange, monthsSince, type MonthCounts } from './transparencyCounts';

/** The audit log's actions the report counts (decisions and appeals; role changes are not). */
const COUNTED_ACTIONS = [
  'warning',
  'removal',
  'termination',
  'suspension',
  'ban',
  'automatic warning',
  'automatic removal',
  'automatic termination',
  'automatic suspension',
  'automatic ban',
  'dismiss',
  'appeal filed',
  'appeal upheld',
  'appeal reversed',
];

/** How long a computed month is served before it is read again (the page is public). */
export const TRANSPARENCY_CACHE_MS = 60_000;

/** One month's raw counts: only aggregates and durations leave the database, never a row. */
async function readMonth(db: Database, month: string): Promise<MonthCounts> {
  const { start, end } = monthRange(month);
  const automatic = sql<boolean>`(${isNull(reports.reporterId)} and ${isNull(reports.reporterVisitor)})`;
  const reportRows = await db
    .select({ category: reports.category, automatic, count: sql<number>`count(*)::int` })
    .from(reports)
    .where(and(gte(reports.createdAt, start), lt(reports.createdAt, end)))
    .groupBy(reports.category, automatic);
  const actionRows = await db
    .select({ action: moderationLog.action, count: sql<number>`count(*)::int` })
    .from(moderationLog)
    .where(
      and(
        gte(moderationLog.createdAt, start),
        lt(moderationLog.createdAt, end),
        inArray(moderationLog.action, COUNTED_ACTIONS),
      ),
    )
    .groupBy(moderationLog.action);
  const decided = await db
    .select({
      minutes: sql<number>`extract(epoch from (${reportOutcomes.decidedAt} - ${reports.createdAt})) / 60`,
    })
    .from(reportOutcomes)
    .innerJoin(reports, sql`${reports.id} = ${reportOutcomes.reportId}`)
    .where(and(gte(reportOutcomes.decidedAt, start), lt(reportOutcomes.decidedAt, end)));
  return {
    reports: reportRows.map((row) => ({ ...row, automatic: Boolean(row.automatic) })),
    actions: actionRows,
    decisionMinutes: decided.map((row) => Math.max(0, Number(row.minutes))),
  };
}

/** When anything was first reported or decided (the page's month list starts there). */
async function firstActivity(db: Database): Promise<Date | null> {
  const [firstReport] = await db
    .select({ at: sql<Date | string | null>`min(${reports.createdAt})` })
    .from(reports);
  const [firstAction] = await db
    .select({ at: sql<Date | string | null>`min(${moderationLog.createdAt})` })
    .from(moderationLog);
  const dates = [firstReport?.at, firstAction?.at].flatMap((at) => (at ? [new Date(at)] : []));
  return dates.length > 0 ? new Date(Math.min(...dates.map((date) => date.getTime()))) : null;
}

interface Cached<T> {
  value: T;
  until: number;
}

/**
 * The transparency report with a short cache per process (the numbers may be a minute old):
 * the page is public, so repeated visits must not each scan a month of reports.
 */
export function transparencyReports(db: Database, cacheMs = TRANSPARENCY_CACHE_MS) {
  const months = new Map<string, Cached<TransparencyMonth>>();
  let list: Cached<string[]> | null = null;

  async function month(name: string, now = new Date()): Promise<TransparencyMonth> {
    const hit = months.get(name);
    if (hit && hit.until > now.getTime()) return hit.value;
    const value = buildMonth(name, await readMonth(db, name), now);
    // Months are validated (2000 up to now), so the map stays small; expired ones are dropped.
    for (const [key, entry] of months) if (entry.until <= now.getTime()) months.delete(key);
    months.set(name, { value, until: now.getTime() + cacheMs });
    return value;
  }

  async function monthList(now = new Date()): Promise<string[]> {
    if (list && list.until > now.getTime()) return list.value;
    list = { value: monthsSince(await firstActivity(db), now), until: now.getTime() + cacheMs };
    return list.value;
  }

  return {
    month,
    async page(name: string, now = new Date()): Promise<TransparencyPage> {
      return { months: await monthList(now), report: await month(name, now) };
    },
  };
}
