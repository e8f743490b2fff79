import {
  MONTH_PATTERN,
  REPORT_CATEGORY_IDS,
  SMALL_COUNT_LIMIT,
  TRANSPARENCY_ACTION_KINDS,
  type PublicCount,
  type ReportCategory,
  type TransparencyActionKind,
  type TransparencyMonth,
} from '@serendip/protocol';

/** The earliest month the report answers for (older dates are typing mistakes). */
const FIRST_YEAR = 2000;

/** 0 stays 0; 1..9 become "fewer than 10", so a lone case cannot be picked out; 10+ are exact. */
export function publicCount(count: number): PublicCount {
  if (count > 0 && count < SMALL_COUNT_LIMIT) return { fewerThan: SMALL_COUNT_LIMIT };
  return count;
}

/** The middle value (the mean of the two middle ones for an even count); null when empty. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** `YYYY-MM` of a date, in UTC. */
export function monthOf(date: Date): string {
  return date.toISOString().slice(0, 7);
}

/** [start, end) of a `YYYY-MM` month in UTC. */
export function monthRange(month: string): { start: Date; end: Date } {
  const [year, index] = month.split('-').map(Number) as [number, number];
  return { start: new Date(Date.UTC(year, index - 1, 1)), end: new Date(Date.UTC(year, index, 1)) };
}

/** Whether `month` is a `YYYY-MM` the report can answer for: from 2000 up to the current month. */
export function isReportableMonth(month: string, now: Date): boolean {
  return (
    MONTH_PATTERN.test(month) && Number(month.slice(0, 4)) >= FIRST_YEAR && month <= monthOf(now)
  );
}

/** Every month from `first` up to the current one, newest first (at most `max`). */
export function monthsSince(first: Date | null, now: Date, max = 120): string[] {
  const months: string[] = [];
  const cursor = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const stop = monthOf(first && first < now ? first : now);
  while (months.length < max) {
    const month = monthOf(cursor);
    months.push(month);
    if (month <= stop) break;
    cursor.setUTCMonth(cursor.getUTCMonth() - 1);
  }
  return months;
}

/** Raw counts of one month, as read from the database (before any is withheld). */
export interface MonthCounts {
  reports: { category: string; automatic: boolean; count: number }[];
  /** Audit log actions (`warning`, `automatic suspension`, `dismiss`, `appeal filed`...). */
  actions: { action: string; count: number }[];
  /** Minutes from each report decided in the month to its decision. */
  decisionMinutes: number[];
}

/** The audit log's action names, read as the report's kinds (other actions are not counted). */
function actionKind(action: string): TransparencyActionKind | null {
  const kind = action === 'dismiss' ? 'dismissal' : action.replace(/^automatic /, '');
  return (TRANSPARENCY_ACTION_KINDS as readonly string[]).includes(kind)
    ? (kind as TransparencyActionKind)
    : null;
}

function zeroes<K extends string>(keys: readonly K[]): Record<K, number> {
  return Object.fromEntries(keys.map((key) => [key, 0])) as Record<K, number>;
}

function published<K extends string>(counts: Record<K, number>): Record<K, PublicCount> {
  return Object.fromEntries(
    Object.entries<number>(counts).map(([key, count]) => [key, publicCount(count)]),
  ) as Record<K, PublicCount>;
}

/**
 * One month's report from its raw counts: categories and kinds are fixed lists (an unknown
 * stored value counts as 'other' or is left out, so no free text can reach the page), and
 * every count goes through publicCount.
 */
export function buildMonth(month: string, counts: MonthCounts, now: Date): TransparencyMonth {
  const byCategory = zeroes<ReportCategory>(REPORT_CATEGORY_IDS);
  const bySource = { people: 0, automatic: 0 };
  for (const row of counts.reports) {
    const category = (REPORT_CATEGORY_IDS as readonly string[]).includes(row.category)
      ? (row.category as ReportCategory)
      : 'other';
    byCategory[category] += row.count;
    bySource[row.automatic ? 'automatic' : 'people'] += row.count;
  }
  const byKind = zeroes<TransparencyActionKind>(TRANSPARENCY_ACTION_KINDS);
  const decisions = { automatic: 0, human: 0 };
  const appeals = { filed: 0, upheld: 0, reversed: 0 };
  for (const { action, count } of counts.actions) {
    if (action === 'appeal filed') appeals.filed += count;
    if (action === 'appeal upheld') appeals.upheld += count;
    if (action === 'appeal reversed') appeals.reversed += count;
    const kind = actionKind(action);
    if (!kind) continue;
    byKind[kind] += count;
    decisions[action.startsWith('automatic ') ? 'automatic' : 'human'] += count;
  }
  const decided = counts.decisionMinutes.length;
  const middle = decided >= SMALL_COUNT_LIMIT ? median(counts.decisionMinutes) : null;
  return {
    month,
    partial: month === monthOf(now),
    generatedAt: now.toISOString(),
    reports: {
      total: publicCount(bySource.people + bySource.automatic),
      byCategory: published(byCategory),
      bySource: published(bySource),
    },
    actions: {
      total: publicCount(decisions.automatic + decisions.human),
      byKind: published(byKind),
    },
    decisions: {
      automatic: publicCount(decisions.automatic),
      human: publicCount(decisions.human),
      reportsDecided: publicCount(decided),
      medianMinutesToDecision: middle === null ? null : Math.round(middle),
    },
    appeals: published(appeals),
  };
}
