/**
 * The IDOR matrix over sockets (the HTTP half is idor.int.test.ts): user B tries A's
 * conversations, rooms, live video calls and anonymous pairs, is refused, and A hears nothing.
 */
import { describe, expect, it } from 'vitest';
import { ask, pairUp, type Client } from '../anonymous';
import { collect, eventually, pause, settled } from '../social';
import { nextEvent, sharedTestServer } from '../support';
import { candidate, leave, sdp, videoPair } from '../video';
import { requestsOf, socketOf as socketOn, world as worldOn } from './idorWorld';
import type { Person } from '../social';

const server = sharedTestServer();
const world = () => worldOn(server);
const socketOf = (person: Person) => socketOn(server, person);

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
    const hi = nextEvent(a, 'receiveMessage');
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
    // The emit that brought A the message would have reached B too.
    await hi;
    await settled(a, b);
    expect(heardByA[0].map((m) => (m as { content: string }).content)).toEqual(['hi']);
    expect(heardByB).toEqual([]);
    // B's typing has no ack and is relayed apart from any other event: only time shows that it
    // was dropped.
    await pause(100);
    expect(heardByA[1]).toEqual([]);
    const history = (await w.a.client.get(`/api/chat/messages/${w.conversation}`)).body as {
      messages: { content: string }[];
    };
    expect(history.messages.map((m) => m.content)).toEqual(['hi']);
  });

  it("reactToMessage, editMessage and deleteMessage on A and C's message are refused", async () => {
    const w = await world();
    const [a, b, c] = [await socketOf(w.a), await socketOf(w.b), await socketOf(w.c)];
    expect((await ask(a, 'joinConversation', w.conversation)).ok).toBe(true);
    const sent = await ask<{ message: { _id: string } }>(c, 'sendMessage', {
      conversationId: w.conversation,
      content: 'between A and C',
      type: 'text',
      clientId: 'c-act',
    });
    if (!sent.ok) throw new Error(sent.message);
    const messageId = sent.message._id;
    const heardByA = [collect(a, 'messageReaction'), collect(a, 'messageUpdated')];
    for (const [event, payload] of [
      ['reactToMessage', { messageId, emoji: '👍', reacted: true }],
      ['editMessage', { messageId, content: 'from B' }],
      ['deleteMessage', { messageId }],
    ] as const) {
      expect(await ask(b, event, payload)).toEqual({
        ok: false,
        message: 'Conversation not found.',
      });
    }
    await settled(a, b);
    expect(heardByA).toEqual([[], []]);
    const history = (await w.a.client.get(`/api/chat/messages/${w.conversation}`)).body as {
      messages: { _id: string; content: string; reactions?: unknown }[];
    };
    expect(history.messages.find((m) => m._id === messageId)).toMatchObject({
      content: 'between A and C',
    });
    expect(history.messages.find((m) => m._id === messageId)?.reactions).toBeUndefined();
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
    await settled(a);
    expect(heard[0]).toEqual([]);
    // Typing has no ack and is relayed apart from any other event: only time shows that it was
    // dropped.
    b.emit('typingRoom', w.room);
    await pause(100);
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
    // Whatever these had relayed was sent to the members before the outsider's acks.
    await settled(x, y);
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
    await settled(x);
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
