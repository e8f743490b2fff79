/**
 * The IDOR matrix: for every route and socket event that acts on someone else's resource, user B
 * (an outsider) tries it on user A's, is refused, and nothing changes for A. Each row builds its
 * own small world, so rows never depend on each other.
 */
import { describe, expect, it } from 'vitest';
import { ask, pairUp, type Client } from '../anonymous';
import { postPhoto } from '../photoFixtures';
import { befriend, collect, eventually, pause, signUp, type Person } from '../social';
import { sharedTestServer, type TestResponse } from '../support';
import { candidate, leave, sdp, videoPair } from '../video';

const server = sharedTestServer();

/** A (the owner) with friend C, a pending request from D, a photo, a conversation with C, a room. */
async function world() {
  const [a, b, c, d] = await Promise.all(
    ['owner', 'outsider', 'friend', 'asker'].map((prefix) => signUp(server.url, prefix)),
  );
  await befriend(a, c);
  expect((await d.client.post(`/api/friends/request/${a.id}`)).status).toBe(201);
  const photo = await postPhoto(a.client, 'original caption');
  const conversation = (await a.client.post(`/api/chat/conversation/${c.id}`)).body._id as string;
  const room = (await a.client.post('/api/rooms', { name: `room${a.username}` })).body
    ._id as string;
  return { a, b, c, d, photo, conversation, room };
}
type World = Awaited<ReturnType<typeof world>>;

const refused = (response: TestResponse) => {
  expect([403, 404]).toContain(response.status);
  expect(response.body).toEqual({ message: expect.any(String) });
};

const friendsOf = async (person: Person) =>
  ((await person.client.get('/api/friends')).body as { _id: string }[]).map((f) => f._id).sort();
const requestsOf = async (person: Person) =>
  ((await person.client.get('/api/friends/requests')).body as { _id: string }[])
    .map((r) => r._id)
    .sort();
const unreadOf = async (person: Person) =>
  ((await person.client.get('/api/notifications')).body as { read: boolean }[]).filter(
    (n) => !n.read,
  ).length;

/** A socket of a registered person, in rooms it joined itself. */
const socketOf = (person: Person) => server.socket(person.token) as Promise<Client>;

interface HttpRow {
  name: string;
  /** What A's side looks like; must be equal before and after B's attempt. */
  snapshot(w: World): Promise<unknown>;
  attempt(w: World): Promise<TestResponse>;
}

const HTTP: HttpRow[] = [
  {
    name: "PUT /api/photos/:id (edit A's caption)",
    snapshot: async (w) => (await w.a.client.get(`/api/photos/user/${w.a.id}`)).body,
    attempt: (w) => w.b.client.put(`/api/photos/${w.photo._id}`, { caption: 'owned by B' }),
  },
  {
    name: "DELETE /api/photos/:id (delete A's photo)",
    snapshot: async (w) => (await w.a.client.get(`/api/photos/user/${w.a.id}`)).body,
    attempt: (w) => w.b.client.delete(`/api/photos/${w.photo._id}`),
  },
  {
    name: "GET /api/chat/messages/:id (read A and C's conversation)",
    snapshot: async (w) => (await w.a.client.get(`/api/chat/messages/${w.conversation}`)).body,
    attempt: (w) => w.b.client.get(`/api/chat/messages/${w.conversation}`),
  },
  {
    name: 'POST /api/chat/conversation/:id (open a chat with A, not a friend)',
    snapshot: async (w) => (await w.a.client.get('/api/chat/conversations')).body,
    attempt: (w) => w.b.client.post(`/api/chat/conversation/${w.a.id}`),
  },
  {
    name: "PUT /api/notifications/:id/read (mark A's notification read)",
    snapshot: (w) => unreadOf(w.a),
    attempt: async (w) => {
      const [first] = (await w.a.client.get('/api/notifications')).body as { _id: string }[];
      return w.b.client.put(`/api/notifications/${first._id}/read`);
    },
  },
  {
    name: "POST /api/friends/accept/:id (accept D's request to A)",
    snapshot: async (w) => [await requestsOf(w.a), await friendsOf(w.d)],
    attempt: (w) => w.b.client.post(`/api/friends/accept/${w.d.id}`),
  },
  {
    name: "POST /api/friends/reject/:id (reject D's request to A)",
    snapshot: (w) => requestsOf(w.a),
    attempt: (w) => w.b.client.post(`/api/friends/reject/${w.d.id}`),
  },
  {
    name: 'POST /api/comments/:photoId (comment on the photo of A, who blocked B)',
    snapshot: async (w) => {
      expect((await w.a.client.put(`/api/users/block/${w.b.id}`)).status).toBe(200);
      return (await w.a.client.get(`/api/comments/${w.photo._id}`)).body;
    },
    attempt: (w) => w.b.client.post(`/api/comments/${w.photo._id}`, { text: 'hello' }),
  },
  {
    name: 'PUT /api/photos/like/:id (like the photo of A, who blocked B)',
    snapshot: async (w) => {
      expect((await w.a.client.put(`/api/users/block/${w.b.id}`)).status).toBe(200);
      return (await w.a.client.get(`/api/photos/user/${w.a.id}`)).body;
    },
    attempt: (w) => w.b.client.put(`/api/photos/like/${w.photo._id}`),
  },
  {
    name: 'POST /api/friends/request/:id (ask A, who blocked B)',
    snapshot: async (w) => {
      expect((await w.a.client.put(`/api/users/block/${w.b.id}`)).status).toBe(200);
      return requestsOf(w.a);
    },
    attempt: (w) => w.b.client.post(`/api/friends/request/${w.a.id}`),
  },
];

describe('IDOR matrix over HTTP: B on A’s resources', () => {
  it.each(HTTP)('$name is refused and changes nothing', async (row) => {
    const w = await world();
    const before = await row.snapshot(w);
    refused(await row.attempt(w));
    expect(await row.snapshot(w)).toEqual(before);
  });

  it("PUT /api/notifications/read (B's mark-all) leaves A's notifications unread", async () => {
    const w = await world();
    const before = await unreadOf(w.a);
    expect(before).toBeGreaterThan(0);
    expect((await w.b.client.put('/api/notifications/read')).status).toBe(200);
    expect(await unreadOf(w.a)).toBe(before);
  });

  it('DELETE /api/friends/:id (B unfriending A) leaves A and C friends', async () => {
    const w = await world();
    await w.b.client.delete(`/api/friends/${w.a.id}`);
    expect(await friendsOf(w.a)).toEqual([w.c.id]);
  });

  it("PUT /api/users/unblock/:id (B lifting A's block on B) keeps the block", async () => {
    const w = await world();
    expect((await w.a.client.put(`/api/users/block/${w.b.id}`)).status).toBe(200);
    await w.b.client.put(`/api/users/unblock/${w.a.id}`);
    const self = (await w.a.client.get('/api/users/profile')).body as { blockedUsers: string[] };
    expect(self.blockedUsers).toEqual([w.b.id]);
  });
});

describe('IDOR matrix over sockets: B on A’s conversations and rooms', () => {
  it("joinConversation, sendMessage and typing into A and C's conversation are refused", async () => {
    const w = await world();
    const [a, b] = [await socketOf(w.a), await socketOf(w.b)];
    expect((await ask(a, 'joinConversation', w.conversation)).ok).toBe(true);
    const heardByA = [collect(a, 'receiveMessage'), collect(a, 'typing')];
    expect((await ask(b, 'joinConversation', w.conversation)).ok).toBe(false);
    const sent = await ask(b, 'sendMessage', {
      conversationId: w.conversation,
      content: 'from B',
      type: 'text',
      clientId: 'b1',
    });
    expect(sent).toMatchObject({ ok: false, message: expect.any(String) });
    b.emit('typing', w.conversation);
    // Then A's friend speaks: B, who tried to join, must not hear it.
    const heardByB = collect(b, 'receiveMessage');
    const c = await socketOf(w.c);
    expect(
      (
        await ask(c, 'sendMessage', {
          conversationId: w.conversation,
          content: 'hi',
          type: 'text',
          clientId: 'c1',
        })
      ).ok,
    ).toBe(true);
    await pause(200);
    expect(heardByA[0].map((m) => (m as { content: string }).content)).toEqual(['hi']);
    expect(heardByA[1]).toEqual([]);
    expect(heardByB).toEqual([]);
    const history = (await w.a.client.get(`/api/chat/messages/${w.conversation}`)).body as {
      messages: { content: string }[];
    };
    expect(history.messages.map((m) => m.content)).toEqual(['hi']);
  });

  it('sendRoomMessage and typingRoom into a room B has not joined are refused', async () => {
    const w = await world();
    const [a, b] = [await socketOf(w.a), await socketOf(w.b)];
    expect((await ask(a, 'joinRoom', w.room)).ok).toBe(true);
    const heard = [collect(a, 'receiveRoomMessage'), collect(a, 'typingRoom')];
    const sent = await ask(b, 'sendRoomMessage', {
      roomId: w.room,
      content: 'x',
      type: 'text',
      clientId: 'b1',
    });
    expect(sent).toMatchObject({ ok: false, message: expect.any(String) });
    b.emit('typingRoom', w.room);
    await pause(200);
    expect(heard).toEqual([[], []]);
    const history = (await w.a.client.get(`/api/rooms/${w.room}/messages`)).body as {
      messages: unknown[];
    };
    expect(history.messages).toEqual([]);
  });
});

describe('IDOR matrix over sockets: an outsider on a live video call', () => {
  it('signalling, call chat, add-user, skip and end with the call id of others are refused', async () => {
    const [x, y, outsider] = await Promise.all([
      server.socket() as Promise<Client>,
      server.socket() as Promise<Client>,
      server.socket() as Promise<Client>,
    ]);
    const [found] = await videoPair(server.url, x, y);
    const callId = found.callId;
    const heard = [
      'webrtc-offer',
      'webrtc-answer',
      'webrtc-ice-candidate',
      'receiveVideoChatMessage',
    ]
      .concat(['memberLeftCall', 'callLookingForMore', 'memberMediaState'])
      .map((event) => [collect(x, event), collect(y, event)]);
    const attempts = [
      await ask(outsider, 'webrtc-offer', { offer: sdp('offer'), toSocketId: x.id, callId }),
      await ask(outsider, 'webrtc-answer', { answer: sdp('answer'), toSocketId: y.id, callId }),
      await ask(outsider, 'webrtc-ice-candidate', {
        candidate: candidate(),
        toSocketId: x.id,
        callId,
      }),
      await ask(outsider, 'sendVideoChatMessage', { message: 'hello', callId }),
      await ask(outsider, 'requestAddUserToCall', callId),
      await ask(outsider, 'reportVideoMember', { callId, socketId: x.id, reason: 'spam' }),
      await ask(outsider, 'callMediaState', { callId, audio: false, video: false }),
    ];
    for (const attempt of attempts) expect(attempt).toMatchObject({ ok: false });
    await ask(outsider, 'skip-video-call', callId);
    await ask(outsider, 'video-call-ended', callId);
    await pause(200);
    expect(heard.flat()).toEqual(heard.flat().map(() => []));
    // The call still works between its members.
    expect((await ask(x, 'sendVideoChatMessage', { message: 'still here', callId })).ok).toBe(true);
    await leave(x, y, outsider);
  });
});

describe('IDOR matrix over sockets: a member of another call', () => {
  it("cannot signal or chat into a call it is not in, with its own or the other call's id", async () => {
    const [x, y, o1, o2] = await Promise.all(
      [0, 1, 2, 3].map(() => server.socket() as Promise<Client>),
    );
    const [theirs] = await videoPair(server.url, x, y);
    const [mine] = await videoPair(server.url, o1, o2);
    const heard = ['webrtc-offer', 'webrtc-ice-candidate', 'receiveVideoChatMessage'].map((event) =>
      collect(x, event),
    );
    for (const callId of [theirs.callId, mine.callId]) {
      const offer = await ask(o1, 'webrtc-offer', {
        offer: sdp('offer'),
        toSocketId: x.id,
        callId,
      });
      expect(offer).toMatchObject({ ok: false });
      const ice = { candidate: candidate(), toSocketId: x.id, callId };
      expect(await ask(o1, 'webrtc-ice-candidate', ice)).toMatchObject({ ok: false });
    }
    expect(
      await ask(o1, 'sendVideoChatMessage', { message: 'hi', callId: theirs.callId }),
    ).toMatchObject({ ok: false });
    await pause(200);
    expect(heard).toEqual([[], [], []]);
    await leave(x, y, o1, o2);
  });
});

describe('IDOR matrix over sockets: anonymous pairs', () => {
  it('a stranger paired with someone else cannot send A a friend request', async () => {
    const w = await world();
    const [outsider, partner] = [await socketOf(w.b), (await server.socket()) as Client];
    await pairUp(server.url, outsider, partner);
    expect(await ask(outsider, 'sendFriendRequestFromAnonymousChat', w.a.id)).toMatchObject({
      ok: false,
    });
    expect(await requestsOf(w.a)).toEqual([w.d.id]);
    await ask(outsider, 'leaveAnonymousChat');
    partner.disconnect();
  });

  it('a stranger not paired with A cannot send A a friend request or reveal to A', async () => {
    const w = await world();
    const outsider = await socketOf(w.b);
    const errors = collect(outsider, 'friendRequestError');
    const attempt = await ask(outsider, 'sendFriendRequestFromAnonymousChat', w.a.id);
    expect(attempt).toMatchObject({ ok: false });
    await eventually(() => expect(errors).toHaveLength(1));
    expect(await ask(outsider, 'revealProfile')).toMatchObject({ ok: false });
    expect(
      await ask(outsider, 'sendAnonymousMessage', { content: 'hi', type: 'text' }),
    ).toMatchObject({ ok: false });
    expect(await requestsOf(w.a)).toEqual([w.d.id]);
  });
});
