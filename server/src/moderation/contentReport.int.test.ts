import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../../test/support';
import { signUp } from '../../test/social';
import { commentBy, conversationMessage, photoOf, roomWith } from '../../test/reportedContent';
import { messages, reports } from '../platform/db/schema';
import { newId } from '../platform/ids';
import { ask, pairUp } from '../../test/anonymous';

/** Filing reports: content (POST /api/reports), profiles, and strangers, with their categories. */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const db = () => server.database.db;
const reportsAgainst = (userId: string) =>
  db().select().from(reports).where(eq(reports.reportedUserId, userId));

describe('POST /api/reports (content)', () => {
  it('reports a photo, a comment, a room message and a friend message with the content attached', async () => {
    const [me, them] = [await signUp(server.url), await signUp(server.url)];
    const photoId = await photoOf(db(), them);
    const commentId = await commentBy(db(), them, await photoOf(db(), me));
    const { ids } = await roomWith(db(), [them, me]);
    const chatId = await conversationMessage(db(), me, them);
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
    const { ids: lone } = await roomWith(db(), [them]).then(async (room) => {
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
      id: await photoOf(db(), them),
      category: 'spam',
      reason: '  Selling things ',
    });
    expect(typed.status).toBe(201);
    expect((await reportsAgainst(them.id))[0]).toMatchObject({ reason: 'Selling things' });

    // A friend message of a conversation I am not part of; a photo of someone who blocked me.
    const foreign = await conversationMessage(db(), third, fourth);
    const blockedPhoto = await photoOf(db(), third);
    await third.client.put(`/api/users/block/${me.id}`);
    const mine = await photoOf(db(), me);
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
