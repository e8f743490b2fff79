import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../../test/support';
import { signUp, type Person } from '../../test/social';
import { moderate, staffMember } from '../../test/moderation';
import { commentBy, photoOf, roomWith } from '../../test/reportedContent';
import { comments, messages } from '../platform/db/schema';

/** Reviewing reports: the queue's priority, and the remove picker of a reported person. */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const db = () => server.database.db;

describe('queue priority', () => {
  it('puts severe categories first, then weighs reporters by their past accuracy', async () => {
    const moderator = await staffMember(server.url, db());
    const [reliable, unreliable, plain, spammer, rude, threat] = await Promise.all(
      [1, 2, 3, 4, 5, 6].map(() => signUp(server.url)),
    );
    // History: `reliable`'s earlier report led to a warning, `unreliable`'s was dismissed.
    const [earlierA, earlierB] = [await signUp(server.url), await signUp(server.url)];
    await reliable.client.post(`/api/users/report/${earlierA.id}`, { reason: 'a' });
    await unreliable.client.post(`/api/users/report/${earlierB.id}`, { reason: 'b' });
    await moderate(moderator, `user:${earlierA.id}`, { action: 'warn', rule: 'respect' });
    await moderate(moderator, `user:${earlierB.id}`, { action: 'dismiss' });

    // `spammer` reported by the unreliable reporter, `rude` by the reliable one (same category):
    // accuracy (1+1)/(1+2) = 0.67 vs (0+1)/(1+2) = 0.33. `threat`: one new reporter, severity 3.
    await unreliable.client.post(`/api/users/report/${spammer.id}`, {
      reason: 's',
      category: 'spam',
    });
    await reliable.client.post(`/api/users/report/${rude.id}`, { reason: 'r', category: 'spam' });
    await plain.client.post(`/api/users/report/${threat.id}`, { reason: 't', category: 'threats' });

    const queue = await moderator.client.get('/api/moderation/queue');
    expect(queue.status, JSON.stringify(queue.body)).toBe(200);
    const items: { subject: string; priority: number; severity: number }[] = queue.body.items;
    const rank = (person: Person) =>
      items.findIndex((item) => item.subject === `user:${person.id}`);
    const of = (person: Person) => items[rank(person)]!;
    expect(of(threat)).toMatchObject({ severity: 3, priority: 4 });
    expect(of(rude)).toMatchObject({ severity: 1, priority: 2.17 });
    expect(of(spammer)).toMatchObject({ severity: 1, priority: 1.83 });
    expect(rank(threat)).toBeLessThan(rank(rude));
    expect(rank(rude)).toBeLessThan(rank(spammer));
    const detail = (await moderator.client.get(`/api/moderation/items/user:${rude.id}`)).body;
    expect(detail).toMatchObject({ severity: 1, priority: 2.17 });
    expect(detail.reportList).toEqual([expect.objectContaining({ category: 'spam' })]);
  });
});

describe('the remove picker', () => {
  it('lists the person’s content with the reported piece first; removing and reversing restores it', async () => {
    const [moderator, other, reporter, them] = [
      await staffMember(server.url, db()),
      await staffMember(server.url, db()),
      await signUp(server.url),
      await signUp(server.url),
    ];
    const commentId = await commentBy(db(), them, await photoOf(db(), reporter), 'nasty');
    const { roomId, ids } = await roomWith(db(), [them]);
    await reporter.client.post('/api/reports', { kind: 'roomMessage', id: ids[2] });
    const subject = `user:${them.id}`;
    const detail = (await moderator.client.get(`/api/moderation/items/${subject}`)).body;
    expect(detail.content[0]).toMatchObject({
      kind: 'roomMessage',
      _id: ids[2],
      reported: true,
      where: 'Lobby',
    });
    expect(detail.content).toContainEqual(
      expect.objectContaining({ kind: 'comment', _id: commentId, text: 'nasty', reported: false }),
    );
    expect(detail.content).toContainEqual(
      expect.objectContaining({ kind: 'room', _id: roomId, text: 'Lobby' }),
    );
    for (const content of [
      { kind: 'roomMessage', id: ids[2] },
      { kind: 'comment', id: commentId },
    ]) {
      const done = await moderate(moderator, subject, {
        action: 'remove',
        rule: 'respect',
        content,
      });
      expect(done.status).toBe(200);
    }
    expect(await db().select().from(messages).where(eq(messages.id, ids[2]!))).toEqual([]);
    expect(await db().select().from(comments).where(eq(comments.id, commentId))).toEqual([]);

    const standing = (await them.client.get('/api/account/standing')).body;
    const removal = standing.sanctions.find(
      (statement: { content: string }) => statement.content !== null,
    );
    expect(
      (await them.client.post('/api/appeals', { sanctionId: removal._id, text: 'It was a joke' }))
        .status,
    ).toBe(201);
    const appeals = (await other.client.get('/api/moderation/appeals')).body.appeals;
    const appeal = appeals.find(
      (row: { statement: { _id: string } }) => row.statement._id === removal._id,
    );
    expect(
      (
        await other.client.post(`/api/moderation/appeals/${appeal._id}`, {
          decision: 'reversed',
          reason: 'Context',
        })
      ).status,
    ).toBe(200);
    const restored = [
      ...(await db().select().from(messages).where(eq(messages.id, ids[2]!))),
      ...(await db().select().from(comments).where(eq(comments.id, commentId))),
    ];
    expect(restored).toHaveLength(1);
  });
});
