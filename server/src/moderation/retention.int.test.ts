import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { nextEvent, startTestServer, type TestServer } from '../../test/support';
import { signUp } from '../../test/social';
import { moderate, reportProfile, staffMember } from '../../test/moderation';
import { reportOutcomes, reports } from '../platform/db/schema';
import { fileReport } from './service';
import { DISMISSED_EVIDENCE_DAYS, purgeDismissedEvidence } from './retention';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const evidence = [{ from: 'reported', content: 'hello', type: 'text', sentAt: '2026-01-01' }];

describe('evidence retention', () => {
  it(`deletes a dismissed report's evidence after ${DISMISSED_EVIDENCE_DAYS} days, and only that`, async () => {
    const db = server.database.db;
    const moderator = await staffMember(server.url, db);
    const reporter = await signUp(server.url);
    const [dismissed, actioned] = [await signUp(server.url), await signUp(server.url)];
    const file = (reportedUserId: string) =>
      fileReport(db, {
        reporterId: reporter.id,
        reportedUserId,
        context: 'anonymous',
        reason: 'x',
        evidence,
      });
    const ids = [await file(dismissed.id), await file(actioned.id)];
    const socket = await server.socket(reporter.token);
    const told = nextEvent<{ message: string }>(socket, 'newNotification');
    expect((await moderate(moderator, `user:${dismissed.id}`, { action: 'dismiss' })).status).toBe(
      200,
    );
    expect((await told).message).toMatch(/found no violation/);
    const toldAgain = nextEvent<{ message: string }>(socket, 'newNotification');
    expect(
      (await moderate(moderator, `user:${actioned.id}`, { action: 'warn', rule: 'respect' }))
        .status,
    ).toBe(200);
    expect((await toldAgain).message).toMatch(/took action/);

    const evidenceOf = async (id: string) =>
      (await db.select({ evidence: reports.evidence }).from(reports).where(eq(reports.id, id)))[0]
        ?.evidence;
    // Within the retention period nothing goes.
    await purgeDismissedEvidence(db);
    expect(await evidenceOf(ids[0]!)).toEqual(evidence);

    // Both decided 31 days ago: only the dismissed one loses its evidence.
    await db
      .update(reportOutcomes)
      .set({ decidedAt: sql`now() - interval '31 days'` })
      .where(inArray(reportOutcomes.reportId, ids));
    expect(await purgeDismissedEvidence(db)).toBe(1);
    expect(await evidenceOf(ids[0]!)).toBeNull();
    expect(await evidenceOf(ids[1]!)).toEqual(evidence);
  });

  it('a profile report resolved by a ban is recorded as actioned', async () => {
    const db = server.database.db;
    const moderator = await staffMember(server.url, db);
    const [reporter, target] = [await signUp(server.url), await signUp(server.url)];
    await reportProfile(reporter, target);
    await moderate(moderator, `user:${target.id}`, { action: 'ban', rule: 'illegal' });
    const rows = await db
      .select({ outcome: reportOutcomes.outcome })
      .from(reportOutcomes)
      .innerJoin(reports, eq(reports.id, reportOutcomes.reportId))
      .where(eq(reports.reportedUserId, target.id));
    expect(rows).toEqual([{ outcome: 'actioned' }]);
  });
});
