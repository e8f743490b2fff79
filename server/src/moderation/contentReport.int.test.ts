import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../../test/support';
import { signUp, type Person } from '../../test/social';
import { moderate, staffMember } from '../../test/moderation';
import { comments, conversations, messages, photos, reports, rooms } from '../platform/db/schema';
import { newId } from '../platform/ids';
import { ask, pairUp } from '../../test/anonymous';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const db = () => server.database.db;
const reportsAgainst = (userId: string) =>
  db().select().from(reports).where(eq(reports.reportedUserId, userId));

async function photoOf(owner: Person): Promise<string> {
  const id = newId();
  await db()
    .insert(photos)
    .values({ id, userId: owner.id, type: 'image', imageUrl: '/uploads/p.jpg', caption: 'hi' });
  return id;
}

async function commentBy(author: Person, photoId: string, text = 'you are awful'): Promise<string> {
  const id = newId();
  await db().insert(comments).values({ id, photoId, userId: author.id, text });
  return id;
}

/** A room with five messages by `speakers` in turn, 1 s apart; returns the room and message ids. */
async function roomWith(speakers: Person[]): Promise<{ roomId: string; ids: string[] }> {
  const roomId = newId();
  await db().insert(rooms).values({ id: roomId, name: 'Lobby', creatorId: speakers[0]!.id });
  const ids: string[] = [];
  for (let index = 0; index < 9; index++) {
    const id = newId();
    ids.push(id);
    await db()
      .insert(messages)
      .values({
        id,
        roomId,
        senderId: speakers[index % speakers.length]!.id,
        clientId: id,
        type: 'text',
        content: `line ${index}`,
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, index)),
      });
  }
  return { roomId, ids };
}

async function conversationMessage(a: Person, b: Person): Promise<string> {
  const conversationId = newId();
  const [userA, userB] = [a.id, b.id].sort();
  await db().insert(conversations).values({ id: conversationId, userA: userA!, userB: userB! });
  const id = newId();
  await db()
    .insert(messages)
    .values({ id, conversationId, senderId: b.id, clientId: id, type: 'text', content: 'pay me' });
  return id;
}

describe('POST /api/reports (content)', () => {
  it('reports a photo, a comment, a room message and a friend message with the content attached', async () => {
    const [me, them] = [await signUp(server.url), await signUp(server.url)];
    const photoId = await photoOf(them);
    const commentId = await commentBy(them, await photoOf(me));
    const { ids } = await roomWith([them, me]);
    const chatId = await conversationMessage(me, them);
    for (const [kind, id, category] of [
      ['photo', photoId, 'sexual'],
      ['comment', commentId, 'harassment'],
      ['roomMessage', ids[4], 'threats'],
      ['chatMessage', chatId, undefined],
    ] as const) {
      const response = await me.client.post('/api/reports', { kind, id, category });
      expect(response.status).toBe(201);
      expect(response.body).toEqual({
        message: 'User reported successfully. Thank you for your feedback.',
      });
    }
    const stored = await reportsAgainst(them.id);
    expect(stored.map((row) => [row.context, row.category, row.reason]).sort()).toEqual(
      [
        ['upload', 'sexual', 'Sexual content'],
        ['upload', 'harassment', 'Harassment or hate'],
        ['room', 'threats', 'Threats or violence'],
        ['chat', 'other', 'Something else'],
      ].sort(),
    );
    const roomReport = stored.find((row) => row.context === 'room')!;
    // Three messages on each side of the reported one, in order, the reported one marked.
    expect(roomReport.evidence).toMatchObject({
      source: 'content',
      kind: 'roomMessage',
      id: ids[4],
    });
    const around = (roomReport.evidence as { messages: { content: string; reported: boolean }[] })
      .messages;
    expect(around.map((message) => message.content)).toEqual([
      'line 1',
      'line 2',
      'line 3',
      'line 4',
      'line 5',
      'line 6',
      'line 7',
    ]);
    expect(around.filter((message) => message.reported).map((m) => m.content)).toEqual(['line 4']);
    // Alone in a room, a reported message appears once (microseconds are not lost on it).
    const { ids: lone } = await roomWith([them]).then(async (room) => {
      await db().delete(messages).where(eq(messages.roomId, room.roomId));
      const id = newId();
      await db().insert(messages).values({
        id,
        roomId: room.roomId,
        senderId: them.id,
        clientId: id,
        type: 'text',
        content: 'alone',
      });
      return { ids: [id] };
    });
    expect(
      (await me.client.post('/api/reports', { kind: 'roomMessage', id: lone[0] })).status,
    ).toBe(201);
    const [loneReport] = (await reportsAgainst(them.id)).filter(
      (row) => (row.evidence as { id?: string }).id === lone[0],
    );
    expect((loneReport!.evidence as { messages: unknown[] }).messages).toHaveLength(1);
    expect(stored.find((row) => row.category === 'sexual')!.evidence).toMatchObject({
      kind: 'photo',
      imageUrl: '/uploads/p.jpg',
    });
  });

  it('keeps a typed reason and refuses what the reporter cannot see (404) or wrote (400)', async () => {
    const [me, them, third, fourth] = await Promise.all([1, 2, 3, 4].map(() => signUp(server.url)));
    const typed = await me.client.post('/api/reports', {
      kind: 'photo',
      id: await photoOf(them),
      category: 'spam',
      reason: '  Selling things ',
    });
    expect(typed.status).toBe(201);
    expect((await reportsAgainst(them.id))[0]).toMatchObject({ reason: 'Selling things' });

    // A friend message of a conversation I am not part of; a photo of someone who blocked me.
    const foreign = await conversationMessage(third, fourth);
    const blockedPhoto = await photoOf(third);
    await third.client.put(`/api/users/block/${me.id}`);
    const mine = await photoOf(me);
    const cases: [Record<string, unknown>, number, string][] = [
      [{ kind: 'chatMessage', id: foreign }, 404, 'Content not found.'],
      [{ kind: 'photo', id: blockedPhoto }, 404, 'Content not found.'],
      [{ kind: 'photo', id: newId() }, 404, 'Content not found.'],
      [{ kind: 'roomMessage', id: 'nope' }, 404, 'Content not found.'],
      [{ kind: 'photo', id: mine }, 400, 'You cannot report yourself.'],
      [{ kind: 'photo', id: mine, category: 'bad' }, 400, 'Choose a category.'],
      [{ kind: 'song', id: mine }, 400, 'Choose what to report.'],
    ];
    for (const [body, status, message] of cases) {
      const response = await me.client.post('/api/reports', body);
      expect([response.status, response.body]).toEqual([status, { message }]);
    }
    expect(await reportsAgainst(third.id)).toEqual([]);
    expect(await reportsAgainst(fourth.id)).toEqual([]);
    const anonymous = await server.client().post('/api/reports', { kind: 'photo', id: mine });
    expect(anonymous.status).toBe(401);
  });

  it('a profile report takes an optional category; SPEC’s { reason } alone stays valid', async () => {
    const [me, them] = [await signUp(server.url), await signUp(server.url)];
    expect(
      (await me.client.post(`/api/users/report/${them.id}`, { reason: 'x', category: 'minors' }))
        .status,
    ).toBe(201);
    expect((await me.client.post(`/api/users/report/${them.id}`, { reason: 'y' })).status).toBe(
      201,
    );
    expect((await reportsAgainst(them.id)).map((row) => row.category).sort()).toEqual([
      'minors',
      'other',
    ]);
  });
});

describe('categories on stranger reports', () => {
  it('an anonymous chat report keeps its category; without one it is "other"', async () => {
    const [reporter, stranger] = [await server.socket(), await server.socket()];
    await pairUp(server.url, reporter, stranger);
    expect(
      await ask(reporter, 'reportAnonymousPartner', { reason: 'Scary', category: 'self-harm' }),
    ).toMatchObject({ ok: true });
    expect(
      await ask(reporter, 'reportAnonymousPartner', { reason: 'x', category: 'nonsense' }),
    ).toMatchObject({ ok: false });
    const rows = await db().select().from(reports).where(eq(reports.reason, 'Scary'));
    expect(rows.map((row) => [row.context, row.category])).toEqual([['anonymous', 'self-harm']]);
    reporter.disconnect();
    stranger.disconnect();
  });
});

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
    const commentId = await commentBy(them, await photoOf(reporter), 'nasty');
    const { roomId, ids } = await roomWith([them]);
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
