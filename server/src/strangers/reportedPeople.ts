import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../platform/context';
import type { Database } from '../platform/db/database';
import { accessCache } from '../platform/accessCache';
import { preparedPerDatabase } from '../platform/db/prepared';
import { reports } from '../platform/db/schema';
import { AVOIDED_MAX, REPORT_AVOID_MS } from './report';

/** Reports made in these places keep the pair apart in stranger matching. */
const STRANGER_CONTEXTS: ('anonymous' | 'video')[] = ['anonymous', 'video'];

const reported = {
  userId: reports.reportedUserId,
  visitor: reports.reportedVisitor,
};

/**
 * The most recently reported people first, each once (AVOIDED_MAX at most). Both queries read
 * only the reporter's own rows through an index (reports_reporter_idx, reports_reporter_visitor_idx).
 */
const byAccount = preparedPerDatabase((db: Database) =>
  db
    .select(reported)
    .from(reports)
    .where(
      and(
        eq(reports.reporterId, sql.placeholder('reporter')),
        inArray(reports.context, STRANGER_CONTEXTS),
      ),
    )
    .groupBy(reports.reportedUserId, reports.reportedVisitor)
    .orderBy(desc(sql`max(${reports.createdAt})`))
    .limit(AVOIDED_MAX)
    .prepare('stranger_reports_by_account'),
);

const byVisitor = preparedPerDatabase((db: Database) =>
  db
    .select(reported)
    .from(reports)
    .where(
      and(
        eq(reports.reporterVisitor, sql.placeholder('reporter')),
        inArray(reports.context, STRANGER_CONTEXTS),
        gt(
          reports.createdAt,
          sql`now() - make_interval(secs => ${sql.raw(String(REPORT_AVOID_MS / 1000))})`,
        ),
      ),
    )
    .groupBy(reports.reportedUserId, reports.reportedVisitor)
    .orderBy(desc(sql`max(${reports.createdAt})`))
    .limit(AVOIDED_MAX)
    .prepare('stranger_reports_by_visitor'),
);

/**
 * Whom someone reported from anonymous text or video chat, as lasting identities ('user:<id>' or
 * 'visitor:<keyed hash>', strangerIdentity): an account's reports count as long as they exist, a
 * visitor's (by hashed visitor id) for REPORT_AVOID_MS. Read from the reports themselves, so the
 * avoidance holds on every process and after any restart.
 */
export async function reportedIdentities(db: Database, identity: string): Promise<string[]> {
  const [kind, key] = splitIdentity(identity);
  if (!key) return [];
  const rows = await (kind === 'user' ? byAccount(db) : byVisitor(db)).execute({ reporter: key });
  return rows.flatMap((row) =>
    row.userId ? [`user:${row.userId}`] : row.visitor ? [`visitor:${row.visitor}`] : [],
  );
}

function splitIdentity(identity: string): ['user' | 'visitor', string] | [null, null] {
  if (identity.startsWith('user:')) return ['user', identity.slice('user:'.length)];
  if (identity.startsWith('visitor:')) return ['visitor', identity.slice('visitor:'.length)];
  return [null, null];
}

/** The cache tag of whom `identity` reported: dropped on every process when they report again. */
export const strangerReportsTag = (identity: string) => `stranger-reports:${identity}`;

/**
 * `reportedIdentities` from the process's access cache: every match request asks, and a person's
 * list changes only when they report someone (reportStranger drops the tag on every process
 * before it answers). A visitor's entry outlives the 30 days of its oldest report by at most the
 * cache's lifetime of a few minutes.
 */
export function cachedReportedIdentities(
  ctx: Pick<AppContext, 'db' | 'io'>,
  identity: string,
): Promise<string[]> {
  return accessCache(ctx.io).get(
    `stranger-reports|${identity}`,
    [strangerReportsTag(identity)],
    () => reportedIdentities(ctx.db, identity),
  );
}
