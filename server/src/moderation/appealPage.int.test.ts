import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/support';
import { signUp } from '../../test/social';
import { moderate, reportProfile, staffMember } from '../../test/moderation';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const PASSWORD = 'correct horse battery';

describe('the appeal page of a suspended account (GET /api/appeals?token=)', () => {
  it('shows the decision named by the sign-in’s restriction token, takes one appeal, then shows it pending', async () => {
    const [moderator, reporter, target] = [
      await staffMember(server.url, server.database.db),
      await signUp(server.url),
      await signUp(server.url),
    ];
    await reportProfile(reporter, target, 'Threats');
    expect(
      (
        await moderate(moderator, `user:${target.id}`, {
          action: 'suspend',
          rule: 'respect',
          hours: 3,
        })
      ).status,
    ).toBe(200);
    const signedIn = await server
      .client()
      .post('/api/auth/login', { identifier: target.username, password: PASSWORD });
    expect(signedIn.status).toBe(200);
    const token: string = signedIn.body.restriction.appealToken;

    // Without signing in: the statement, open to appeal.
    const page = await server.client().get(`/api/appeals?token=${encodeURIComponent(token)}`);
    expect(page.status).toBe(200);
    expect(page.body.statement).toMatchObject({
      decision: 'suspension',
      rule: 'respect',
      appeal: null,
      appealUntil: expect.any(String),
      appealToken: token,
    });

    const appeal = await server
      .client()
      .post('/api/appeals', { appealToken: token, text: 'Sorry' });
    expect(appeal.status).toBe(201);
    const again = await server.client().post('/api/appeals', { appealToken: token, text: 'Again' });
    expect([again.status, again.body]).toEqual([
      409,
      { message: 'You have already appealed this decision.' },
    ]);
    const after = await server.client().get(`/api/appeals?token=${encodeURIComponent(token)}`);
    expect(after.body.statement).toMatchObject({
      appeal: { status: 'open', decision: null },
      appealUntil: null,
    });
    expect(after.body.statement.appealToken).toBeUndefined();
  });

  it('answers 404 for a token that is not one', async () => {
    for (const query of ['?token=nope', '?token=a.b.c', '']) {
      const response = await server.client().get(`/api/appeals${query}`);
      expect([response.status, response.body]).toEqual([404, { message: 'Decision not found.' }]);
    }
  });
});
