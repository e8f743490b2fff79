import { eq, sql } from 'drizzle-orm';
import { REPORT_CATEGORIES } from '@serendip/protocol';
import type { Database } from '../platform/db/database';
import { reportOutcomes, reports } from '../platform/db/schema';

/**
 * How urgent a queue item is (issue 13). Items with a report of the most severe categories
 * (minors, threats, self-harm) come first; then by
 *   priority = category severity (0..3) + Σ over distinct reporters of (0.5 + accuracy)
 * where a reporter's accuracy is the share of their earlier resolved reports that led to a
 * sanction, smoothed as (actioned + 1) / (resolved + 2) so a first-time reporter counts 0.5
 * and weighs 1, a reliable one up to 1.5, one whose reports were always dismissed down to 0.5.
 * Automatic reports (no reporter) add only their severity.
 */
export const TOP_SEVERITY = 3;

/** `user:<id>` or `visitor:<key>` of a report row, in SQL. */
export const subjectOf = sql<string>`coalesce('user:' || ${reports.reportedUserId}::text, 'visitor:' || ${reports.reportedVisitor})`;

/** Who filed a report (an account id or a hashed visitor id); null for automatic reports. */
export const reporterOf = sql<
  string | null
>`coalesce(${reports.reporterId}::text, ${reports.reporterVisitor})`;

/** A category's severity, in SQL. */
export const severityOf = sql<number>`(case ${reports.category} ${sql.join(
  REPORT_CATEGORIES.map(
    (category) => sql`when ${category.id} then ${sql.raw(String(category.severity))}`,
  ),
  sql` `,
)} else 0 end)`;

/** Each reporter's smoothed accuracy over their resolved reports. */
export function reporterAccuracy(db: Database) {
  return db
    .select({
      reporter: sql<string>`${reporterOf}`.as('accuracy_reporter'),
      accuracy:
        sql<number>`((count(*) filter (where ${reportOutcomes.outcome} = 'actioned')) + 1)::float / (count(*) + 2)`.as(
          'accuracy',
        ),
    })
    .from(reports)
    .innerJoin(reportOutcomes, eq(reportOutcomes.reportId, reports.id))
    .where(sql`${reporterOf} is not null`)
    .groupBy(reporterOf)
    .as('reporter_accuracy');
}

/** Plain-number version of the formula above, for one item (tests and the item page). */
export function priorityOf(severity: number, accuracies: number[]): number {
  const weight = accuracies.reduce((sum, accuracy) => sum + 0.5 + accuracy, 0);
  return Math.round((severity + weight) * 100) / 100;
}
