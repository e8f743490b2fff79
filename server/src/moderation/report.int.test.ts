import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../../test/support';
import { signUp } from '../../test/social';
import { reports } from '../platform/db/schema';
import { newId } from '../platform/ids';

describe('reporting a user', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const reportsAgainst = (userId: string) =>
    server.database.db.select().from(reports).where(eq(reports.reportedUserId, userId));

  it('stores a profile report and thanks the reporter', async () => {
    const [me, them] = [await signUp(server.url), await signUp(server.url)];
    const response = await me.client.post(`/api/users/report/${them.id}`, {
      reason: '  Rude messages  ',
    });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      message: 'User reported successfully. Thank you for your feedback.',
    });
    expect(await reportsAgainst(them.id)).toEqual([
      expect.objectContaining({
        reporterId: me.id,
        reporterVisitor: null,
        reportedUserId: them.id,
        context: 'profile',
        reason: 'Rude messages',
        evidence: { source: 'profile', bio: '' },
        status: 'open',
      }),
    ]);
    // A block does not stop a report: people are told to block and report.
    await them.client.put(`/api/users/block/${me.id}`);
    expect((await me.client.post(`/api/users/report/${them.id}`, { reason: 'Again' })).status).toBe(
      201,
    );
  });

  it.each([
    ['no body', undefined],
    ['an empty object', {}],
    ['a blank reason', { reason: '   ' }],
    ['a reason that is not text', { reason: 42 }],
  ])("refuses %s with 400 'Please provide a reason for reporting.'", async (_, body) => {
    const [me, them] = [await signUp(server.url), await signUp(server.url)];
    const response = await me.client.post(`/api/users/report/${them.id}`, body);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: 'Please provide a reason for reporting.' });
    expect(await reportsAgainst(them.id)).toEqual([]);
  });

  it('needs a login (before anything else), another user, and an existing one', async () => {
    const [me, them] = [await signUp(server.url), await signUp(server.url)];
    for (const body of [{ reason: 'spam' }, {}, undefined]) {
      const loggedOut = await server.client().post(`/api/users/report/${them.id}`, body);
      expect(loggedOut.status).toBe(401);
      expect(loggedOut.body.message).toEqual(expect.any(String));
    }
    const self = await me.client.post(`/api/users/report/${me.id}`, { reason: 'me' });
    expect(self.status).toBe(400);
    expect(self.body).toEqual({ message: 'You cannot report yourself.' });
    for (const id of ['bad-id', newId()]) {
      const unknown = await me.client.post(`/api/users/report/${id}`, { reason: 'spam' });
      expect(unknown.status).toBe(404);
      expect(unknown.body).toEqual({ message: 'User not found.' });
    }
    const tooLong = await me.client.post(`/api/users/report/${them.id}`, {
      reason: 'x'.repeat(1001),
    });
    expect(tooLong.status).toBe(400);
    expect(await reportsAgainst(them.id)).toEqual([]);
    expect(await reportsAgainst(me.id)).toEqual([]);
  });
});

describe('report rate limit', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ RATE_LIMITS: 'on' });
  });
  afterAll(() => server.close());

  it('takes 10 reports an hour from one user, then 429, while others may still report', async () => {
    const [me, them, other] = [
      await signUp(server.url),
      await signUp(server.url),
      await signUp(server.url),
    ];
    for (let i = 0; i < 10; i += 1) {
      const response = await me.client.post(`/api/users/report/${them.id}`, { reason: `r${i}` });
      expect(response.status).toBe(201);
    }
    const limited = await me.client.post(`/api/users/report/${them.id}`, { reason: 'one more' });
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(
      /^Too many requests\. Please try again in \d+ seconds?\.$/,
    );
    expect((await other.client.post(`/api/users/report/${them.id}`, { reason: 'x' })).status).toBe(
      201,
    );
    const filed = await server.database.db
      .select()
      .from(reports)
      .where(eq(reports.reporterId, me.id));
    expect(filed).toHaveLength(10);
  });
});
