import { eq, sql } from 'drizzle-orm';
import { REPORT_CATEGORIES } from '@serendip/protocol';
import type { Database } from '../platform/db/database';
import { reportOutcomes, reports } from '../platform/db/schema';

/*
 * How urgent a queue item is. The queue orders by the most severe category reported or flagged
 * (minors, threats and self-harm first), then by the weight of who reported:
 *   Σ over distinct sources of (0.5 + accuracy)
 * where a reporter's accuracy is the share of their earlier resolved reports that led to a
 * sanction, smoothed as (actioned + 1) / (resolved + 2) so a first-time reporter counts 0.5
 * and weighs 1, a reliable one up to 1.5, one whose reports were always dismissed down to 0.5.
 * An automatic check (text rules, image check) weighs as one reporter, by its own record.
 * Then the longest waiting first. priority = severity (0..3) + weight sums both up for people.
 */

/** `user:<id>` or `visitor:<key>` of a report row, in SQL. */
export const subjectOf = sql<string>`coalesce('user:' || ${reports.reportedUserId}::text, 'visitor:' || ${reports.reportedVisitor})`;

/** Who filed a report (an account id or a hashed visitor id); null for automatic reports. */
export const reporterOf = sql<
  string | null
>`coalesce(${reports.reporterId}::text, ${reports.reporterVisitor})`;

/**
 * Where a report came from: its reporter, or for an automatic flag the check that raised it
 * (`auto:auto-text`, `auto:auto-image`). The checks are weighed as reporters are, by the share
 * of their flags moderators upheld.
 */
export const sourceOf = sql<string>`coalesce(${reporterOf}, 'auto:' || coalesce(${reports.evidence}->>'source', 'flag'))`;

/** A category's severity, in SQL. */
export const severityOf = sql<number>`(case ${reports.category} ${sql.join(
  REPORT_CATEGORIES.map(
    (category) => sql`when ${category.id} then ${sql.raw(String(category.severity))}`,
  ),
  sql` `,
)} else 0 end)`;

/** Each source's (reporter's or automatic check's) smoothed accuracy over its resolved reports. */
export function reporterAccuracy(db: Database) {
  return db
    .select({
      reporter: sql<string>`${sourceOf}`.as('accuracy_reporter'),
      accuracy:
        sql<number>`((count(*) filter (where ${reportOutcomes.outcome} = 'actioned')) + 1)::float / (count(*) + 2)`.as(
          'accuracy',
        ),
    })
    .from(reports)
    .innerJoin(reportOutcomes, eq(reportOutcomes.reportId, reports.id))
    .groupBy(sourceOf)
    .as('reporter_accuracy');
}

/** Plain-number version of the formula above, for one item (tests and the item page). */
export function priorityOf(severity: number, accuracies: number[]): number {
  const weight = accuracies.reduce((sum, accuracy) => sum + 0.5 + accuracy, 0);
  return Math.round((severity + weight) * 100) / 100;
}
