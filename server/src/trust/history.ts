import { sql } from 'drizzle-orm';
import type { Database } from '../platform/db/database';
import {
  friendships,
  reportOutcomes,
  reports,
  sanctions,
  strangerConversations,
  users,
} from '../platform/db/schema';
import type { TrustHistory } from './weights';

/** Whose history: an account, or a visitor by the keyed hash of their visitor id. */
export type TrustSubject =
  { userId: string; identity: string } | { visitorKey: string; identity: string };

interface HistoryRow {
  age_days: number | null;
  email_confirmed: boolean | null;
  friends: number;
  completed: number | null;
  reports_made: number;
  reports_against: number;
  warning: number;
  removal: number;
  termination: number;
  suspension: number;
  ban: number;
  days_since_sanction: number | null;
}

/**
 * What is known of a person, in one statement: the account's age, whether its e-mail is confirmed
 * (the schema knows this only for accounts signed in with Google, whose sign-in requires a
 * Google-verified e-mail; a password account's e-mail is never confirmed, so it earns nothing
 * here), friends, stranger conversations that ended without a report, and the reports (made and
 * against) upheld and sanctions not lifted within `countForDays`.
 */
export async function loadTrustHistory(
  db: Database,
  subject: TrustSubject,
  countForDays: number,
): Promise<TrustHistory> {
  const since = sql`now() - make_interval(days => ${countForDays})`;
  const account = 'userId' in subject;
  const sanctioned = account
    ? sql`${sanctions.userId} = ${subject.userId}`
    : sql`${sanctions.visitorKey} = ${subject.visitorKey}`;
  const reporter = account
    ? sql`${reports.reporterId} = ${subject.userId}`
    : sql`${reports.reporterVisitor} = ${subject.visitorKey}`;
  const reported = account
    ? sql`${reports.reportedUserId} = ${subject.userId}`
    : sql`${reports.reportedVisitor} = ${subject.visitorKey}`;
  const upheld = (who: ReturnType<typeof sql>) => sql`(
    select count(*)::int from ${reports}
    join ${reportOutcomes} on ${reportOutcomes.reportId} = ${reports.id}
    where ${who} and ${reportOutcomes.outcome} = 'actioned' and ${reportOutcomes.decidedAt} > ${since})`;
  const userId = account ? subject.userId : null;
  const result = (await db.execute(sql`
    with counted as (
      select ${sanctions.kind} as kind, ${sanctions.createdAt} as at from ${sanctions}
      where ${sanctioned} and ${sanctions.liftedAt} is null and ${sanctions.createdAt} > ${since}
    )
    select
      (select (extract(epoch from now() - ${users.createdAt}) / 86400)::float8
        from ${users} where ${users.id} = ${userId}) as age_days,
      (select ${users.googleId} is not null from ${users} where ${users.id} = ${userId})
        as email_confirmed,
      (select count(*)::int from ${friendships} where ${friendships.userId} = ${userId})
        as friends,
      (select ${strangerConversations.completed} from ${strangerConversations}
        where ${strangerConversations.identity} = ${subject.identity}) as completed,
      ${upheld(reporter)} as reports_made,
      ${upheld(reported)} as reports_against,
      (select count(*)::int from counted where kind = 'warning') as warning,
      (select count(*)::int from counted where kind = 'removal') as removal,
      (select count(*)::int from counted where kind = 'termination') as termination,
      (select count(*)::int from counted where kind = 'suspension') as suspension,
      (select count(*)::int from counted where kind = 'ban') as ban,
      (select (extract(epoch from now() - max(at)) / 86400)::float8 from counted)
        as days_since_sanction`)) as unknown as { rows: HistoryRow[] };
  const row = result.rows[0];
  return {
    account,
    accountAgeDays: Math.max(0, row.age_days ?? 0),
    emailConfirmed: row.email_confirmed === true,
    completedConversations: row.completed ?? 0,
    friendsAccepted: row.friends,
    upheldReportsMade: row.reports_made,
    upheldReportsAgainst: row.reports_against,
    sanctions: {
      warning: row.warning,
      removal: row.removal,
      termination: row.termination,
      suspension: row.suspension,
      ban: row.ban,
    },
    daysSinceLastSanction:
      row.days_since_sanction === null ? null : Math.max(0, row.days_since_sanction),
  };
}

/** Counts one stranger conversation that ended without a report for each of these identities. */
export async function countCompletedConversations(
  db: Database,
  identities: string[],
): Promise<void> {
  if (identities.length === 0) return;
  await db
    .insert(strangerConversations)
    .values([...new Set(identities)].map((identity) => ({ identity, completed: 1 })))
    .onConflictDoUpdate({
      target: strangerConversations.identity,
      set: {
        completed: sql`${strangerConversations.completed} + 1`,
        updatedAt: sql`now()`,
      },
    });
}
