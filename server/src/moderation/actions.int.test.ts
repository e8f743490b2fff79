import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { nextEvent, startTestServer, type TestServer } from '../../test/support';
import { eventually, signUp } from '../../test/social';
import { ask, pairUp, requestMatch } from '../../test/anonymous';
import { readOutbox } from '../../test/outbox';
import { moderate, reportProfile, sanctionsOf, staffMember } from '../../test/moderation';
import { photos, sanctions, users } from '../platform/db/schema';
import { newId } from '../platform/ids';

let server: TestServer;
beforeAll(async () => {
  // Behind a proxy, X-Forwarded-For gives each test client an address of its own.
  server = await startTestServer({ TRUST_PROXY: 'true' });
});
afterAll(() => server.close());

const PASSWORD = 'correct horse battery';
const login = (identifier: string) =>
  server.client().post('/api/auth/login', { identifier, password: PASSWORD });
const from = (address: string, visitorId: string = crypto.randomUUID()) =>
  server.socket(undefined, { headers: { 'x-forwarded-for': address }, visitorId });

/**
 * Resolves with the time the socket was disconnected by the server; compared with the time the
 * moderator's request was answered (the decision is made), it must be less than 1 s later.
 */
function cutAt(socket: { once(event: 'disconnect', listener: () => void): unknown }) {
  return new Promise<number>((resolve) => socket.once('disconnect', () => resolve(Date.now())));
}

describe('suspending an account', () => {
  it('revokes its tokens, cuts its sockets within 1 s, refuses sign-in with the statement, tells it, and ends by itself', async () => {
    const [moderator, admin, reporter, target] = [
      await staffMember(server.url, server.database.db),
      await staffMember(server.url, server.database.db, 'admin'),
      await signUp(server.url),
      await signUp(server.url),
    ];
    await reportProfile(reporter, target, 'Threatened me');
    const queue = (await moderator.client.get('/api/moderation/queue')).body.items;
    expect(queue).toContainEqual(
      expect.objectContaining({
        subject: `user:${target.id}`,
        username: target.username,
        reporters: 1,
      }),
    );
    const item = await moderator.client.get(`/api/moderation/items/user:${target.id}`);
    expect(item.body.reportList).toEqual([
      expect.objectContaining({ reason: 'Threatened me', context: 'profile' }),
    ]);
    expect(item.body.proposed).toEqual({ action: 'warn' });

    const socket = await server.socket(target.token);
    const cut = cutAt(socket);
    const done = await moderate(moderator, `user:${target.id}`, {
      action: 'suspend',
      rule: 'respect',
      hours: 2,
      note: 'Threats in messages',
    });
    const decidedAt = Date.now();
    expect(done.status).toBe(200);
    expect((await cut) - decidedAt).toBeLessThan(1000);

    // Old token refused everywhere; sign-in refused with the statement of reasons.
    expect((await target.client.get('/api/users/profile')).status).toBe(401);
    const refused = await login(target.username);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(
      /^You are suspended until .* under the rule "Respect everyone" \(a moderator’s decision\)\. Note: Threats in messages/,
    );
    expect(refused.body.statement).toMatchObject({
      decision: 'suspension',
      rule: 'respect',
      automatic: false,
      appealToken: expect.any(String),
    });
    const hoursLeft = (Date.parse(refused.body.statement.expiresAt) - Date.now()) / 3_600_000;
    expect(hoursLeft).toBeGreaterThan(1.9);
    expect(hoursLeft).toBeLessThanOrEqual(2);
    const [{ email }] = await server.database.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, target.id));
    await eventually(async () => {
      const mails = await readOutbox(server.dataDir);
      expect(mails.find((mail) => mail.to === email)?.text).toMatch(/You are suspended until/);
    });

    // Resolved: off the open queue, on the resolved one.
    const open = (await moderator.client.get('/api/moderation/queue')).body.items;
    expect(open.map((entry: { subject: string }) => entry.subject)).not.toContain(
      `user:${target.id}`,
    );
    const resolved = (
      await moderator.client.get(`/api/moderation/queue?filter=resolved&q=${target.username}`)
    ).body.items;
    expect(resolved.map((entry: { subject: string }) => entry.subject)).toEqual([
      `user:${target.id}`,
    ]);

    // The suspension ends by itself.
    await server.database.db
      .update(sanctions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(sanctions.userId, target.id));
    const back = await login(target.username);
    expect(back.status).toBe(200);

    const log = (await admin.client.get('/api/moderation/log')).body.log;
    expect(log).toContainEqual(
      expect.objectContaining({
        actor: moderator.username,
        action: 'suspension',
        subject: `user:${target.id}`,
        rule: 'respect',
        note: 'Threats in messages',
      }),
    );
  });

  it('a ban cannot be waited out and the next step of the escalation policy is proposed', async () => {
    const [moderator, reporter, target] = [
      await staffMember(server.url, server.database.db),
      await signUp(server.url),
      await signUp(server.url),
    ];
    await reportProfile(reporter, target);
    expect(
      (await moderate(moderator, `user:${target.id}`, { action: 'warn', rule: 'genuine' })).status,
    ).toBe(200);
    await reportProfile(reporter, target);
    const item = await moderator.client.get(`/api/moderation/items/user:${target.id}`);
    expect(item.body.proposed).toEqual({ action: 'suspend', hours: 24 });
    expect(item.body.sanctions).toEqual([
      expect.objectContaining({ decision: 'warning', ruleTitle: 'Be genuine' }),
    ]);
    expect(
      (await moderate(moderator, `user:${target.id}`, { action: 'ban', rule: 'illegal' })).status,
    ).toBe(200);
    expect((await target.client.get('/api/users/profile')).status).toBe(401);
    const refused = await login(target.username);
    expect(refused.status).toBe(403);
    expect(refused.body.statement).toMatchObject({ decision: 'ban', expiresAt: null });
  });
});

describe('moderator actions', () => {
  it('warns without restricting; claims keep other moderators off; a rule is required', async () => {
    const [first, second, reporter, target] = [
      await staffMember(server.url, server.database.db),
      await staffMember(server.url, server.database.db),
      await signUp(server.url),
      await signUp(server.url),
    ];
    await reportProfile(reporter, target);
    const subject = `user:${target.id}`;
    expect((await first.client.post(`/api/moderation/items/${subject}/claim`)).status).toBe(200);
    expect((await second.client.post(`/api/moderation/items/${subject}/claim`)).status).toBe(409);
    expect((await moderate(second, subject, { action: 'warn', rule: 'respect' })).status).toBe(409);
    const mine = (await first.client.get('/api/moderation/queue?filter=mine')).body.items;
    expect(mine.map((entry: { subject: string }) => entry.subject)).toEqual([subject]);
    expect((await moderate(first, subject, { action: 'warn' })).status).toBe(400);
    expect((await moderate(first, subject, { action: 'warn', rule: 'no-such-rule' })).status).toBe(
      400,
    );
    expect(await sanctionsOf(server.database.db, target.id, 'warning')).toEqual([]);

    const notified = nextEvent<{ message: string }>(
      await server.socket(target.token),
      'newNotification',
    );
    expect((await moderate(first, subject, { action: 'warn', rule: 'respect' })).status).toBe(200);
    expect((await notified).message).toMatch(
      /^You received a warning, under the rule "Respect everyone"/,
    );
    expect((await target.client.get('/api/users/profile')).status).toBe(200);
    const standing = (await target.client.get('/api/account/standing')).body.sanctions;
    expect(standing).toEqual([
      expect.objectContaining({ decision: 'warning', appealUntil: expect.any(String) }),
    ]);
  });

  it('dismisses: reports resolved, nothing decided, an audit row', async () => {
    const [moderator, admin, reporter, target] = [
      await staffMember(server.url, server.database.db),
      await staffMember(server.url, server.database.db, 'admin'),
      await signUp(server.url),
      await signUp(server.url),
    ];
    await reportProfile(reporter, target);
    expect(
      (await moderate(moderator, `user:${target.id}`, { action: 'dismiss', note: 'banter' }))
        .status,
    ).toBe(200);
    expect((await target.client.get('/api/account/standing')).body.sanctions).toEqual([]);
    const log = (await admin.client.get('/api/moderation/log')).body.log;
    expect(log).toContainEqual(
      expect.objectContaining({ action: 'dismiss', subject: `user:${target.id}`, note: 'banter' }),
    );
  });

  it('removes a photo; the same moderator cannot decide the appeal; reversal restores the photo', async () => {
    const [first, second, reporter, target] = [
      await staffMember(server.url, server.database.db),
      await staffMember(server.url, server.database.db),
      await signUp(server.url),
      await signUp(server.url),
    ];
    const photoId = newId();
    await server.database.db.insert(photos).values({
      id: photoId,
      userId: target.id,
      type: 'image',
      imageUrl: '/uploads/x.jpg',
      caption: 'nsfw',
    });
    await reportProfile(reporter, target);
    const subject = `user:${target.id}`;
    const someoneElses = await moderate(first, subject, {
      action: 'remove',
      rule: 'clean',
      content: { kind: 'photo', id: newId() },
    });
    expect(someoneElses.status).toBe(404);
    const removed = await moderate(first, subject, {
      action: 'remove',
      rule: 'clean',
      content: { kind: 'photo', id: photoId },
    });
    expect(removed.status).toBe(200);
    const photoRows = () => server.database.db.select().from(photos).where(eq(photos.id, photoId));
    expect(await photoRows()).toEqual([]);

    const [statement] = (await target.client.get('/api/account/standing')).body.sanctions;
    expect(statement).toMatchObject({
      decision: 'removal',
      content: 'a photo',
      ruleTitle: 'Keep it clean',
    });
    expect(
      (await target.client.post('/api/appeals', { sanctionId: statement._id, text: '' })).status,
    ).toBe(400);
    expect(
      (await reporter.client.post('/api/appeals', { sanctionId: statement._id, text: 'mine?' }))
        .status,
    ).toBe(404);
    expect(
      (await target.client.post('/api/appeals', { sanctionId: statement._id, text: 'It is art' }))
        .status,
    ).toBe(201);
    expect(
      (await target.client.post('/api/appeals', { sanctionId: statement._id, text: 'again' }))
        .status,
    ).toBe(409);

    const appeals = (await second.client.get('/api/moderation/appeals')).body.appeals;
    const appeal = appeals.find(
      (entry: { statement: { _id: string } }) => entry.statement._id === statement._id,
    );
    expect(appeal).toMatchObject({ text: 'It is art', subject });
    const same = await first.client.post(`/api/moderation/appeals/${appeal._id}`, {
      decision: 'reversed',
      reason: 'ok',
    });
    expect(same.status).toBe(403);
    expect(same.body).toEqual({ message: 'A different moderator must review this appeal.' });
    expect(await photoRows()).toEqual([]);

    const notified = nextEvent<{ message: string }>(
      await server.socket(target.token),
      'newNotification',
    );
    const reversed = await second.client.post(`/api/moderation/appeals/${appeal._id}`, {
      decision: 'reversed',
      reason: 'Artistic nudity is not explicit.',
    });
    expect(reversed.status).toBe(200);
    expect(await photoRows()).toEqual([expect.objectContaining({ id: photoId, caption: 'nsfw' })]);
    expect((await notified).message).toMatch(/decision was reversed\. Artistic nudity/);
    const [after] = (await target.client.get('/api/account/standing')).body.sanctions;
    expect(after).toMatchObject({ liftedAt: expect.any(String), appeal: { status: 'reversed' } });
    expect(
      (
        await second.client.post(`/api/moderation/appeals/${appeal._id}`, {
          decision: 'upheld',
          reason: 'x',
        })
      ).status,
    ).toBe(409);
  });
});

describe('sanctions on visitors', () => {
  it('a banned visitor is cut, blocked with a new visitor id from the same address, appeals with the token; reversal lets them chat', async () => {
    const [first, second] = [
      await staffMember(server.url, server.database.db),
      await staffMember(server.url, server.database.db),
    ];
    const reporter = await from('198.51.100.21');
    const target = await from('203.0.113.21');
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

    // Storage cleared: a new visitor id from the same address is still banned.
    const again = await from('203.0.113.21');
    const refused = await requestMatch(server.url, again);
    expect(refused).toMatchObject({ ok: false, message: 'You are banned from Serendip.' });
    const { statement } = refused as unknown as {
      statement: { appealToken: string; decision: string };
    };
    expect(statement.decision).toBe('ban');
    // Someone else elsewhere is not touched.
    expect((await requestMatch(server.url, await from('203.0.113.22'))).ok).toBe(true);

    const visitor = server.client();
    expect((await visitor.post('/api/appeals', { appealToken: 'forged', text: 'x' })).status).toBe(
      404,
    );
    expect(
      (await visitor.post('/api/appeals', { appealToken: statement.appealToken, text: 'Not me' }))
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
