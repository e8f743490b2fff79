import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { nextEvent } from '../../test/support';
import { signUp } from '../../test/social';
import { moderate, reportProfile, sanctionsOf, staffMember } from '../../test/moderation';
import { photos } from '../platform/db/schema';
import { newId } from '../platform/ids';
import { sharedTestServer } from '../../test/support';

// Behind a proxy, X-Forwarded-For gives each test client an address of its own.
const server = sharedTestServer({ TRUST_PROXY: 'true' });

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
