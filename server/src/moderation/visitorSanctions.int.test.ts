import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { solveCaptchaFor } from '../../test/captcha';
import { LONGER_CHECK_NEEDED } from '../platform/captcha';
import { nextEvent } from '../../test/support';
import { signUp } from '../../test/social';
import { ask, pairUp, requestMatch } from '../../test/anonymous';
import { moderate, sanctionsOf, staffMember } from '../../test/moderation';
import { sharedTestServer } from '../../test/support';
import { cutAt, visitorFrom } from '../../test/moderationActions';

// Behind a proxy, X-Forwarded-For gives each test client an address of its own.
const server = sharedTestServer({ TRUST_PROXY: 'true' });
const from = (address: string, visitorId?: string) => visitorFrom(server, address, visitorId);

describe('sanctions on visitors', () => {
  it('a banned visitor is cut and blocked in that browser, a new visitor id on the address only solves a longer check, the ban is appealed with the token; reversal lets them chat', async () => {
    const [first, second] = [
      await staffMember(server.url, server.database.db),
      await staffMember(server.url, server.database.db),
    ];
    const reporter = await from('198.51.100.21');
    const targetVisitorId = crypto.randomUUID();
    const target = await from('203.0.113.21', targetVisitorId);
    await pairUp(server.url, reporter, target);
    await ask(target, 'sendAnonymousMessage', { content: 'something vile', type: 'text' });
    expect((await ask(reporter, 'reportAnonymousPartner', { reason: 'Explicit' })).ok).toBe(true);

    const queue = (await first.client.get('/api/moderation/queue')).body.items;
    const item = queue.find((entry: { subject: string; username: string | null }) =>
      entry.subject.startsWith('visitor:'),
    );
    expect(item).toMatchObject({ username: null, reports: 1 });
    const detail = (await first.client.get(`/api/moderation/items/${item.subject}`)).body;
    expect(detail.reportList[0].evidence).toContainEqual(
      expect.objectContaining({ from: 'reported', content: 'something vile' }),
    );

    const cut = cutAt(target);
    expect((await moderate(first, item.subject, { action: 'ban', rule: 'clean' })).status).toBe(
      200,
    );
    const decidedAt = Date.now();
    expect((await cut) - decidedAt).toBeLessThan(1000);
    reporter.disconnect();

    // The same browser comes back: still banned, with its statement and appeal token.
    const again = await from('203.0.113.21', targetVisitorId);
    const refused = await requestMatch(server.url, again);
    expect(refused).toMatchObject({ ok: false, message: 'You are banned from Serendip.' });
    const statement = refused.ok ? undefined : refused.statement;
    expect(statement?.decision).toBe('ban');
    // A new visitor id on that address (storage cleared, or a neighbour behind the same router)
    // is not banned and sees nothing of the ban: it only solves a longer check.
    const newcomerId = crypto.randomUUID();
    const newcomer = await from('203.0.113.21', newcomerId);
    const tooEasy = await requestMatch(server.url, newcomer);
    expect(tooEasy).toEqual({ ok: false, message: LONGER_CHECK_NEEDED });
    const check = await solveCaptchaFor(server.client(), newcomerId, '203.0.113.21');
    expect(check.longer).toBe(true);
    expect(await requestMatch(server.url, newcomer, [], check.payload)).toEqual({ ok: true });
    await ask(newcomer, 'leaveAnonymousChat');
    // Someone else elsewhere is not touched.
    expect((await requestMatch(server.url, await from('203.0.113.22'))).ok).toBe(true);

    const visitor = server.client();
    expect((await visitor.post('/api/appeals', { appealToken: 'forged', text: 'x' })).status).toBe(
      404,
    );
    expect(
      (await visitor.post('/api/appeals', { appealToken: statement?.appealToken, text: 'Not me' }))
        .status,
    ).toBe(201);
    const appeals = (await second.client.get('/api/moderation/appeals')).body.appeals;
    const appeal = appeals.find((entry: { subject: string }) => entry.subject === item.subject);
    expect(
      (
        await second.client.post(`/api/moderation/appeals/${appeal._id}`, {
          decision: 'reversed',
          reason: 'Shared address',
        })
      ).status,
    ).toBe(200);
    expect((await requestMatch(server.url, again)).ok).toBe(true);
  });

  it('terminating a live chat ends it at once but restricts nothing', async () => {
    const moderator = await staffMember(server.url, server.database.db);
    const person = await signUp(server.url);
    const reporter = await from('198.51.100.31');
    const target = await server.socket(person.token, {
      headers: { 'x-forwarded-for': '203.0.113.31' },
    });
    await pairUp(server.url, reporter, target);
    const parted = nextEvent(reporter, 'partnerDisconnected');
    expect((await ask(reporter, 'reportAnonymousPartner', { reason: 'Spam' })).ok).toBe(true);
    const cut = cutAt(target);
    expect(
      (await moderate(moderator, `user:${person.id}`, { action: 'terminate', rule: 'genuine' }))
        .status,
    ).toBe(200);
    const decidedAt = Date.now();
    expect((await cut) - decidedAt).toBeLessThan(1000);
    await parted;
    expect((await person.client.get('/api/users/profile')).status).toBe(200);
    expect(await sanctionsOf(server.database.db, person.id, 'termination')).toHaveLength(1);
    reporter.disconnect();
  });
});
