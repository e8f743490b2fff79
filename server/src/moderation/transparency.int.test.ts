import { beforeAll, describe, expect, it } from 'vitest';
import type { TransparencyMonth, TransparencyPage } from '@serendip/protocol';
import { sharedTestServer } from '../../test/support';
import { signUp, type Person } from '../../test/social';
import { moderate, reportProfile, staffMember } from '../../test/moderation';
import type { Database } from '../platform/db/database';
import { moderationLog, reportOutcomes, reports, sanctions } from '../platform/db/schema';
import { newId } from '../platform/ids';
import { transparencyReports } from './transparency';
import { BAD_MONTH } from './transparencyRoutes';
import { monthOf } from './transparencyCounts';

const server = sharedTestServer();

const FEW = { fewerThan: 10 } as const;
const MINUTE = 60_000;

/** `YYYY-MM` of `back` months before the current one, and a moment inside it (UTC). */
function pastMonth(back: number): { name: string; at: (hours: number) => Date } {
  const now = new Date();
  const start = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1);
  return {
    name: monthOf(new Date(start)),
    at: (hours) => new Date(start + hours * 60 * MINUTE),
  };
}

/** Words that must never appear in the public report. */
const SECRET_REASON = 'reason-only-the-moderators-read';
const SECRET_NOTE = 'private-moderator-note';
const SECRET_EVIDENCE = 'evidence-message-text';
const VISITOR_KEY = 'visitor-key-hash-abcdef';

interface Seeded {
  reporter: Person;
  reported: Person;
  moderator: Person;
  ids: string[];
}

async function seedReport(
  db: Database,
  values: {
    reporterId?: string | null;
    reporterVisitor?: string | null;
    reportedUserId: string;
    category: string;
    createdAt: Date;
    decidedAfterMinutes?: number;
  },
): Promise<string> {
  const id = newId();
  await db.insert(reports).values({
    id,
    reporterId: values.reporterId ?? null,
    reporterVisitor: values.reporterVisitor ?? null,
    reportedUserId: values.reportedUserId,
    context: 'profile',
    reason: SECRET_REASON,
    category: values.category,
    evidence: { source: 'auto-text', message: { content: SECRET_EVIDENCE } },
    status: values.decidedAfterMinutes === undefined ? 'open' : 'reviewed',
    createdAt: values.createdAt,
  });
  if (values.decidedAfterMinutes !== undefined)
    await db.insert(reportOutcomes).values({
      reportId: id,
      outcome: 'actioned',
      decidedAt: new Date(values.createdAt.getTime() + values.decidedAfterMinutes * MINUTE),
    });
  return id;
}

async function seedActions(
  db: Database,
  seeded: Seeded,
  action: string,
  count: number,
  at: Date,
): Promise<void> {
  for (let index = 0; index < count; index += 1) {
    const sanctionId = newId();
    seeded.ids.push(sanctionId);
    await db.insert(moderationLog).values({
      id: newId(),
      actorId: action.startsWith('automatic') ? null : seeded.moderator.id,
      action,
      subject: `user:${seeded.reported.id}`,
      sanctionId,
      rule: 'respect',
      note: SECRET_NOTE,
      createdAt: new Date(at.getTime() + index * MINUTE),
    });
  }
}

/**
 * Two past months:
 * - two months ago: 12 harassment reports by people (decided after 10, 20 ... 120 minutes:
 *   median 65), 3 automatic 'minors' flags, 11 warnings, 2 automatic suspensions, 4
 *   dismissals, a role change, 12 appeals filed, 4 upheld, 6 reversed;
 * - last month: 5 spam reports by visitors (3 decided), 10 bans, nothing else.
 */
async function seedTwoMonths(db: Database, seeded: Seeded) {
  const older = pastMonth(2);
  const newer = pastMonth(1);
  for (let index = 0; index < 12; index += 1)
    seeded.ids.push(
      await seedReport(db, {
        reporterId: seeded.reporter.id,
        reportedUserId: seeded.reported.id,
        category: 'harassment',
        createdAt: older.at(24 + index),
        decidedAfterMinutes: (index + 1) * 10,
      }),
    );
  for (let index = 0; index < 3; index += 1)
    seeded.ids.push(
      await seedReport(db, {
        reportedUserId: seeded.reported.id,
        category: 'minors',
        createdAt: older.at(48 + index),
      }),
    );
  await seedActions(db, seeded, 'warning', 11, older.at(60));
  await seedActions(db, seeded, 'automatic suspension', 2, older.at(61));
  await seedActions(db, seeded, 'dismiss', 4, older.at(62));
  await seedActions(db, seeded, 'role moderator', 1, older.at(63));
  await seedActions(db, seeded, 'appeal filed', 12, older.at(70));
  await seedActions(db, seeded, 'appeal upheld', 4, older.at(80));
  await seedActions(db, seeded, 'appeal reversed', 6, older.at(90));
  for (let index = 0; index < 5; index += 1)
    seeded.ids.push(
      await seedReport(db, {
        reporterVisitor: VISITOR_KEY,
        reportedUserId: seeded.reported.id,
        category: 'spam',
        createdAt: newer.at(10 + index),
        decidedAfterMinutes: index < 3 ? 30 : undefined,
      }),
    );
  await seedActions(db, seeded, 'ban', 10, newer.at(20));
  // A sanction row with a note, as a decision leaves one: the report reads counts only.
  await db.insert(sanctions).values({
    id: newId(),
    userId: seeded.reported.id,
    kind: 'warning',
    rule: 'respect',
    note: SECRET_NOTE,
    createdAt: older.at(60),
  });
  return { older: older.name, newer: newer.name };
}

describe('transparency report', () => {
  let months: { older: string; newer: string };
  let seeded: Seeded;

  beforeAll(async () => {
    const db = server.database.db;
    seeded = {
      reporter: await signUp(server.url, 'reporterx'),
      reported: await signUp(server.url, 'reportedx'),
      moderator: await staffMember(server.url, db),
      ids: [],
    };
    months = await seedTwoMonths(db, seeded);
  });

  it('counts two seeded months, withholding counts from 1 to 9 as "fewer than 10"', async () => {
    const visitor = server.client();

    const older = await visitor.get<TransparencyPage>(`/api/transparency?month=${months.older}`);
    expect(older.status).toBe(200);
    expect(older.body.months).toEqual(
      expect.arrayContaining([monthOf(new Date()), months.newer, months.older]),
    );
    expect(older.body.months[0]).toBe(monthOf(new Date()));
    expect(older.body.report).toEqual({
      month: months.older,
      partial: false,
      generatedAt: expect.any(String),
      reports: {
        total: 15,
        byCategory: {
          minors: FEW,
          threats: 0,
          'self-harm': 0,
          sexual: 0,
          harassment: 12,
          spam: 0,
          other: 0,
        },
        bySource: { people: 12, automatic: FEW },
      },
      actions: {
        total: 17,
        byKind: {
          warning: 11,
          removal: 0,
          termination: 0,
          suspension: FEW,
          ban: 0,
          dismissal: FEW,
        },
      },
      decisions: {
        automatic: FEW,
        human: 15,
        reportsDecided: 12,
        medianMinutesToDecision: 65,
      },
      appeals: { filed: 12, upheld: FEW, reversed: FEW },
    } satisfies TransparencyMonth);

    const newer = await visitor.get<TransparencyPage>(`/api/transparency?month=${months.newer}`);
    expect(newer.body.report).toMatchObject({
      reports: { total: FEW, byCategory: { spam: FEW, harassment: 0 }, bySource: { people: FEW } },
      actions: { total: 10, byKind: { ban: 10, warning: 0 } },
      decisions: { automatic: 0, human: 10, reportsDecided: FEW, medianMinutesToDecision: null },
      appeals: { filed: 0, upheld: 0, reversed: 0 },
    });
  });

  it('offers each month as a JSON file to download, with the same numbers', async () => {
    const visitor = server.client();
    const file = await visitor.get<TransparencyMonth>(`/api/transparency/${months.older}.json`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toBe(
      `attachment; filename="serendip-transparency-${months.older}.json"`,
    );
    expect(file.headers.get('content-type')).toMatch(/application\/json/);
    expect(file.headers.get('cache-control')).toBe('public, max-age=60');
    const page = await visitor.get<TransparencyPage>(`/api/transparency?month=${months.older}`);
    expect(file.body).toEqual(page.body.report);
  });

  it('carries no personal data: no ids, usernames, notes, reasons, evidence or keys', async () => {
    const visitor = server.client();
    const texts = [
      JSON.stringify((await visitor.get(`/api/transparency?month=${months.older}`)).body),
      JSON.stringify((await visitor.get(`/api/transparency?month=${months.newer}`)).body),
      JSON.stringify((await visitor.get(`/api/transparency/${months.older}.json`)).body),
      JSON.stringify((await visitor.get('/api/transparency')).body),
    ];
    const people = [seeded.reporter, seeded.reported, seeded.moderator];
    const secrets = [
      ...people.flatMap((person) => [person.id, person.username, person.token]),
      ...seeded.ids,
      SECRET_REASON,
      SECRET_NOTE,
      SECRET_EVIDENCE,
      VISITOR_KEY,
      '@example.com',
    ];
    for (const text of texts) {
      for (const secret of secrets) expect(text).not.toContain(secret);
      // Nothing shaped like an id (UUID) or an e-mail address at all.
      expect(text).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-/i);
      expect(text).not.toMatch(/[\w.+-]+@[\w-]+\.\w+/);
    }
  });

  it('counts the current month live from real reports and decisions', async () => {
    const [reporter, target] = [await signUp(server.url, 'rep'), await signUp(server.url, 'tgt')];
    const moderator = await staffMember(server.url, server.database.db);
    const reports = transparencyReports(server.database.db, 0);
    const before = await reports.month(monthOf(new Date()));
    await reportProfile(reporter, target, 'rude words');
    expect(
      (await moderate(moderator, `user:${target.id}`, { action: 'warn', rule: 'respect' })).status,
    ).toBe(200);
    const after = await reports.month(monthOf(new Date()));
    expect(after.partial).toBe(true);
    // This file's earlier tests added nothing to the current month: these are the only ones.
    expect(before.reports.total).toBe(0);
    expect(after.reports).toMatchObject({ total: FEW, byCategory: { other: FEW } });
    expect(after.actions.byKind.warning).toEqual(FEW);
    expect(after.decisions).toMatchObject({ human: FEW, reportsDecided: FEW });
  });

  it('keeps a computed month for a minute, then reads it again', async () => {
    const db = server.database.db;
    const reports = transparencyReports(db, 60_000);
    const month = pastMonth(3);
    const now = new Date();
    expect((await reports.month(month.name, now)).reports.total).toBe(0);
    const reporter = await signUp(server.url, 'late');
    for (let index = 0; index < 10; index += 1)
      await seedReport(db, {
        reporterId: reporter.id,
        reportedUserId: reporter.id,
        category: 'spam',
        createdAt: month.at(index),
      });
    expect((await reports.month(month.name, new Date(now.getTime() + 59_000))).reports.total).toBe(
      0,
    );
    expect((await reports.month(month.name, new Date(now.getTime() + 61_000))).reports.total).toBe(
      10,
    );
  });

  it.each(['2026-13', '2026-00', '26-11', 'november', '1999-12', '2999-01', '2026-1'])(
    'answers 400 to the month %j',
    async (month) => {
      const visitor = server.client();
      const page = await visitor.get(`/api/transparency?month=${encodeURIComponent(month)}`);
      expect(page).toMatchObject({ status: 400, body: { message: BAD_MONTH } });
      const file = await visitor.get(`/api/transparency/${encodeURIComponent(month)}.json`);
      expect(file).toMatchObject({ status: 400, body: { message: BAD_MONTH } });
    },
  );
});
