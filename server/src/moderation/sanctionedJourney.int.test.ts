import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { Conversation, Room, Statement } from '@serendip/protocol';
import { startTestServer, TestClient, type TestServer } from '../../test/support';
import { befriend, signUp, type Person } from '../../test/social';
import { moderate, staffMember } from '../../test/moderation';
import { loginWith } from '../../test/moderationActions';
import { requestMatch, type Client } from '../../test/anonymous';
import { requestVideoMatch } from '../../test/video';
import { jpeg, photoForm } from '../../test/photoFixtures';
import { appeals, sanctions } from '../platform/db/schema';

/**
 * A suspended account may sign in to read its standing and appeal, nothing else: every other
 * route and socket event answers with the statement of reasons, until the suspension is
 * reversed or ends, after which the same sign-in and the same socket work again.
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

let sequence = 0;
const clientId = () => `journey-${Date.now()}-${(sequence += 1)}`;

/** A person with a friend, a conversation and a room to join, then suspended for `hours`. */
async function suspendedPerson(hours = 2) {
  const [moderator, target, friend] = [
    await staffMember(server.url, server.database.db),
    await signUp(server.url, 'target'),
    await signUp(server.url, 'friend'),
  ];
  await befriend(target, friend);
  const conversation = await friend.client.post<Conversation>(
    `/api/chat/conversation/${target.id}`,
  );
  const room = await friend.client.post<Room>('/api/rooms', { name: `Journey ${clientId()}` });
  expect([conversation.status, room.status]).toEqual([200, 201]);
  const decided = await moderate(moderator, `user:${target.id}`, {
    action: 'suspend',
    rule: 'respect',
    hours,
    note: 'Threats in messages',
  });
  expect(decided.status).toBe(200);
  return { moderator, target, conversationId: conversation.body._id, roomId: room.body._id };
}

/** Signs the person in again (their old tokens were revoked by the suspension). */
async function signIn(target: Person) {
  const answer = await loginWith(server, target.username);
  const client = new TestClient(server.url);
  client.token = answer.body.token;
  return { answer, client };
}

/** What the five refused actions answer, in order: friend message, photo, room, text and video match. */
async function tryEverything(
  client: TestClient,
  socket: Client,
  conversationId: string,
  roomId: string,
) {
  const message = await socket.emitWithAck('sendMessage', {
    conversationId,
    content: 'hello',
    type: 'text',
    clientId: clientId(),
  });
  const photo = await client.request('POST', '/api/photos', {
    form: photoForm(await jpeg(), { caption: 'mine' }),
  });
  const room = await socket.emitWithAck('joinRoom', roomId);
  const anonymous = await requestMatch(server.url, socket);
  const video = await requestVideoMatch(server.url, socket);
  // Out of both queues again, so the next test meets nobody waiting.
  await socket.emitWithAck('cancelVideoMatch');
  await socket.emitWithAck('leaveAnonymousChat');
  return { message, photo: { status: photo.status, ...photo.body }, room, anonymous, video };
}

function expectRefusedWith(answers: Record<string, object>, statement: Partial<Statement>) {
  for (const [action, answer] of Object.entries(answers))
    expect(answer, action).toEqual({
      ...(action === 'photo' ? { status: 403 } : { ok: false }),
      message: expect.stringMatching(/^You are suspended until .* Note: Threats in messages/),
      statement: expect.objectContaining(statement),
    });
}

describe('the sanctioned person’s journey', () => {
  it('a suspended account signs in, reads its profile and standing, is refused everything else with the statement, and after a reversal the same sign-in works', async () => {
    const { moderator, target, conversationId, roomId } = await suspendedPerson();
    const { answer, client } = await signIn(target);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      token: expect.any(String),
      _id: target.id,
      restriction: {
        decision: 'suspension',
        rule: 'respect',
        liftedAt: null,
        appeal: null,
        appealToken: expect.any(String),
        message: expect.stringMatching(/^You are suspended until /),
      },
    });
    const profile = await client.get('/api/users/profile');
    expect(profile.status).toBe(200);
    expect(profile.body).toMatchObject({ _id: target.id, restriction: { decision: 'suspension' } });
    const standing = await client.get('/api/account/standing');
    expect(standing.status).toBe(200);
    expect(standing.body.sanctions).toEqual([
      expect.objectContaining({ decision: 'suspension', note: 'Threats in messages' }),
    ]);

    const socket = await server.socket(client.token);
    const refused = await tryEverything(client, socket, conversationId, roomId);
    expectRefusedWith(refused, {
      decision: 'suspension',
      appeal: null,
      appealToken: expect.any(String),
    });

    // Appealed: the refusals now show the appeal's status, and offer no second appeal.
    const sanctionId: string = standing.body.sanctions[0]._id;
    const appealed = await client.post('/api/appeals', { sanctionId, text: 'It was a joke.' });
    expect(appealed.status).toBe(201);
    const pending = await client.request('POST', '/api/photos', {
      form: photoForm(await jpeg()),
    });
    expect(pending.status).toBe(403);
    expect(pending.body.statement).toMatchObject({
      appeal: { status: 'open', decision: null },
      appealUntil: null,
    });
    expect(pending.body.statement.appealToken).toBeUndefined();

    // Another moderator reverses it: the same token and the same socket work again.
    const reviewer = await staffMember(server.url, server.database.db);
    const [appeal] = await server.database.db
      .select({ id: appeals.id })
      .from(appeals)
      .where(eq(appeals.sanctionId, sanctionId));
    const reversed = await reviewer.client.post(`/api/moderation/appeals/${appeal!.id}`, {
      decision: 'reversed',
      reason: 'Not a threat.',
    });
    expect(reversed.status).toBe(200);
    expect(moderator.id).not.toBe(reviewer.id);

    const after = await tryEverything(client, socket, conversationId, roomId);
    expect(after.message).toMatchObject({ ok: true });
    expect(after.photo.status).toBe(201);
    expect(after.room).toMatchObject({ ok: true });
    expect(after.anonymous).toMatchObject({ ok: true });
    expect(after.video).toMatchObject({ ok: true });
    const cleared = await client.get('/api/users/profile');
    expect(cleared.body.restriction).toBeUndefined();
    const history = (await client.get('/api/account/standing')).body.sanctions;
    expect(history[0].message).toMatch(/^You were suspended for a photo|^You were suspended, /);
    expect(history[0].message).toMatch(/This suspension was reversed on .* UTC\.$/);
    expect(history[0].message).not.toMatch(/until/);
    socket.disconnect();
  });

  it('a suspension that ends lifts itself on the same sign-in and socket, without a restart', async () => {
    const { target, conversationId, roomId } = await suspendedPerson(24);
    // The suspension ends in 2 s; the person signs in before that.
    await server.database.db
      .update(sanctions)
      .set({ expiresAt: sql`now() + interval '2 seconds'` })
      .where(eq(sanctions.userId, target.id));
    const { answer, client } = await signIn(target);
    expect(answer.body.restriction).toMatchObject({ decision: 'suspension' });
    const socket = await server.socket(client.token);
    const refused = await tryEverything(client, socket, conversationId, roomId);
    expectRefusedWith(refused, { decision: 'suspension' });

    const endsAt = Date.parse(answer.body.restriction.expiresAt);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, endsAt - Date.now()) + 50));
    const after = await tryEverything(client, socket, conversationId, roomId);
    expect(after.message).toMatchObject({ ok: true });
    expect(after.photo.status).toBe(201);
    expect(after.room).toMatchObject({ ok: true });
    expect(after.anonymous).toMatchObject({ ok: true });
    expect(after.video).toMatchObject({ ok: true });
    expect((await client.get('/api/users/profile')).body.restriction).toBeUndefined();
    socket.disconnect();
  });

  it('a ban: signed in, only standing, profile, appeal and logout answer; the statement has no end', async () => {
    const [moderator, target] = [
      await staffMember(server.url, server.database.db),
      await signUp(server.url, 'banned'),
    ];
    expect(
      (await moderate(moderator, `user:${target.id}`, { action: 'ban', rule: 'illegal' })).status,
    ).toBe(200);
    const { answer, client } = await signIn(target);
    expect(answer.status).toBe(200);
    expect(answer.body.restriction).toMatchObject({ decision: 'ban', expiresAt: null });
    for (const path of ['/api/friends', '/api/photos/feed?page=1&limit=10', '/api/rooms'])
      expect((await client.get(path)).body, path).toMatchObject({
        message: expect.stringMatching(/^You are permanently banned/),
        statement: { decision: 'ban' },
      });
    expect((await client.get('/api/account/standing')).status).toBe(200);
    expect((await client.get('/api/config')).status).toBe(200);
    expect((await client.post('/api/auth/logout')).status).toBe(200);
    expect((await client.get('/api/users/profile')).status).toBe(401);
  });
});
