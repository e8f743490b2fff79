import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { eventually, signUp } from '../../test/social';
import { readOutbox } from '../../test/outbox';
import { moderate, reportProfile, staffMember } from '../../test/moderation';
import { sanctions, users } from '../platform/db/schema';
import { sharedTestServer } from '../../test/support';
import { cutAt, loginWith } from '../../test/moderationActions';
import { sanctionChanged } from './sanctionCache';

// Behind a proxy, X-Forwarded-For gives each test client an address of its own.
const server = sharedTestServer({ TRUST_PROXY: 'true' });
const login = (identifier: string) => loginWith(server, identifier);

describe('suspending an account', () => {
  it('revokes its tokens, cuts its sockets within 1 s, signs in restricted with the statement, tells it, and ends by itself', async () => {
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

    // Old token refused everywhere; sign-in works, and carries the statement of reasons.
    expect((await target.client.get('/api/users/profile')).status).toBe(401);
    const signedIn = await login(target.username);
    expect(signedIn.status).toBe(200);
    const refused = await target.client.get('/api/friends', { token: signedIn.body.token });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(
      /^You are suspended until .* under the rule "Respect everyone" \(a moderator’s decision\)\. Note: Threats in messages/,
    );
    expect(signedIn.body.restriction).toEqual(refused.body.statement);
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
    // Written straight into the database, so no process was told: the cached answer goes.
    await sanctionChanged(server.server.ctx, { userId: target.id });
    const back = await login(target.username);
    expect(back.status).toBe(200);
    expect(back.body.restriction).toBeUndefined();
    expect((await target.client.get('/api/friends', { token: back.body.token })).status).toBe(200);

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
    const signedIn = await login(target.username);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.restriction).toMatchObject({ decision: 'ban', expiresAt: null });
  });
});
