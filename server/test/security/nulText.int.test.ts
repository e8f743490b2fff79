import { describe, expect, it } from 'vitest';
import { CONTROL_CHARACTER_MESSAGE } from '@serendip/protocol';
import { nextEvent, sharedTestServer, type TestResponse } from '../support';
import { befriend, newMember, photoForm, jpeg, postPhoto, type Member } from '../photoFixtures';
import { ask, pairUp } from '../anonymous';
import { videoPair } from '../video';

/**
 * A NUL character (U+0000) in a text field reached PostgreSQL and gave
 * 500. Every text field now refuses it with a 400 `{ message }` a person can read (over
 * sockets an ack `{ ok: false, message }`), and a stranger's NUL cannot break a report.
 */
const NUL = 'a\u0000b';

describe('a NUL character in text', () => {
  const server = sharedTestServer();
  let alice: Member;
  let bob: Member;
  let photoId: string;
  let conversationId: string;
  let roomId: string;

  const setUp = async () => {
    alice ??= await newMember(server);
    if (bob) return;
    bob = await newMember(server);
    await befriend(server, alice, bob);
    photoId = (await postPhoto(alice.client, 'first'))._id;
    conversationId = (await alice.client.post(`/api/chat/conversation/${bob.id}`)).body._id;
    roomId = (await alice.client.post('/api/rooms', { name: 'Nul tests' })).body._id;
  };

  const refused = (response: TestResponse) => {
    expect(response.status, JSON.stringify(response.body)).toBe(400);
    expect(typeof response.body?.message).toBe('string');
    expect(response.body.message.length).toBeGreaterThan(5);
  };

  const httpCases: Array<[string, () => Promise<TestResponse>]> = [
    ['comment text', () => alice.client.post(`/api/comments/${photoId}`, { text: NUL })],
    ['caption (PUT)', () => alice.client.put(`/api/photos/${photoId}`, { caption: NUL })],
    [
      'caption (upload form)',
      async () =>
        alice.client.request('POST', '/api/photos', {
          form: photoForm(await jpeg(), { caption: NUL }),
        }),
    ],
    ['bio', () => alice.client.put('/api/users/profile', { bio: NUL })],
    ['interests', () => alice.client.put('/api/users/profile', { interests: [NUL] })],
    ['onboarding bio', () => alice.client.post('/api/users/onboarding', { bio: NUL })],
    ['room name', () => alice.client.post('/api/rooms', { name: NUL })],
    ['room description', () => alice.client.post('/api/rooms', { name: 'R', description: NUL })],
    ['room search ?q', () => alice.client.get('/api/rooms?q=a%00b')],
    ['user search ?username', () => alice.client.get('/api/users/search?username=a%00b')],
    ['report reason', () => alice.client.post(`/api/users/report/${bob.id}`, { reason: NUL })],
    [
      'login identifier (signed out)',
      () => server.client().post('/api/auth/login', { identifier: NUL, password: 'secret1' }),
    ],
    [
      'register username',
      () =>
        server.client().post('/api/auth/register', {
          username: NUL,
          email: 'nul@example.com',
          password: 'secret1',
        }),
    ],
    [
      'forgot-password email',
      () => server.client().post('/api/auth/forgotpassword', { email: 'a\u0000@example.com' }),
    ],
    ['reset token', () => server.client().put('/api/auth/resetpassword/a%00b', { password: 'x' })],
    ['a user id', () => alice.client.get('/api/users/a%00b')],
  ];

  it.each(httpCases)('%s: 400 with a message, nothing stored', async (_name, send) => {
    await setUp();
    refused(await send());
  });

  it('a field no schema names yet is refused too (the edge guard)', async () => {
    await setUp();
    refused(await alice.client.put('/api/users/profile', { bio: 'ok', extra: NUL }));
    refused(await alice.client.get('/api/photos/feed?unknown=a%00b'));
  });

  it('other control characters are refused with the text message; line breaks stay in multi-line text', async () => {
    await setUp();
    const escape = await alice.client.post('/api/rooms', { name: 'Room\u001b[2J' });
    expect(escape.status).toBe(400);
    expect(escape.body).toEqual({ message: CONTROL_CHARACTER_MESSAGE });
    const comment = await alice.client.post(`/api/comments/${photoId}`, { text: 'one\ntwo' });
    expect(comment.status).toBe(201);
    expect(comment.body.text).toBe('one\ntwo');
  });

  it('friend chat and room messages are refused over the socket with a readable ack', async () => {
    await setUp();
    const socket = await server.socket(alice.token);
    expect((await ask(socket, 'joinRoom', roomId)).ok).toBe(true);
    for (const [event, payload] of [
      ['sendMessage', { conversationId, content: NUL, type: 'text', clientId: 'nul1' }],
      ['sendRoomMessage', { roomId, content: NUL, type: 'text', clientId: 'nul2' }],
    ] as const) {
      const reply = await ask(socket, event, payload);
      expect(reply.ok, event).toBe(false);
      expect(!reply.ok && reply.message.length > 5).toBe(true);
    }
  });

  it("a stranger's NUL is refused, and reporting that stranger still works", async () => {
    const [stranger, reporter] = [await server.socket(), await server.socket()];
    await pairUp(server.url, stranger, reporter);
    const sent = await ask(stranger, 'sendAnonymousMessage', { content: NUL, type: 'text' });
    expect(sent.ok).toBe(false);
    const delivered = nextEvent(reporter, 'receiveAnonymousMessage');
    expect((await ask(stranger, 'sendAnonymousMessage', { content: 'hi', type: 'text' })).ok).toBe(
      true,
    );
    await delivered;
    const report = await ask(reporter, 'reportAnonymousPartner', { reason: 'Abusive' });
    expect(report.ok).toBe(true);
    const nulReason = await ask(reporter, 'reportAnonymousPartner', { reason: NUL });
    expect(nulReason.ok).toBe(false);
  });

  it('video chat text and interests are refused the same way', async () => {
    const [a, b] = [await server.socket(), await server.socket()];
    const [found] = await videoPair(server.url, a, b);
    const reply = await ask(a, 'sendVideoChatMessage', { message: NUL, callId: found.callId });
    expect(reply).toMatchObject({ ok: false });
    const interests = await ask(a, 'requestMatch', { groupPreferred: false, interests: [NUL] });
    expect(interests).toMatchObject({ ok: false });
  });
});
