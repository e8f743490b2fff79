import type { Socket } from 'socket.io-client';
import { afterEach, describe, expect, it } from 'vitest';
import { jpeg } from '../photoFixtures';
import { sharedTestServer } from '../support';
import { giveCompletedConversations } from '../trust';
import {
  call,
  closeSockets,
  connect,
  emitAck,
  expectReadableRefusal,
  expectSuccess,
  next,
  recaptchaValue,
  register,
} from './specClient';

/**
 * Anonymous text chat and video chat as a spec-only client uses them: the captcha as
 * `recaptchaValue` in both match requests, uploads without any product header, the events'
 * payloads in the spec's shapes (matched(partner) bare, members as socket ids).
 */
const server = sharedTestServer();
afterEach(() => closeSockets());

const chatMedia = async () => {
  const form = new FormData();
  form.append(
    'chatMedia',
    new Blob([new Uint8Array(await jpeg())], { type: 'image/jpeg' }),
    'x.jpg',
  );
  return form;
};

async function anonymousPair(a: Socket, b: Socket) {
  const [matchedA, matchedB] = [next(a, 'matched'), next(b, 'matched')];
  const waiting = next(a, 'matching');
  const askA = { interests: ['Music'], recaptchaValue: await recaptchaValue(server.url) };
  expect(await emitAck(a, 'requestAnonymousMatch', askA)).toMatchObject({ ok: true });
  await waiting;
  const askB = { interests: ['music'], recaptchaValue: await recaptchaValue(server.url) };
  expect(await emitAck(b, 'requestAnonymousMatch', askB)).toMatchObject({ ok: true });
  return Promise.all([matchedA, matchedB]);
}

describe('contract: anonymous text chat', () => {
  it('matches, relays messages and images uploaded without a header, ends with partnerDisconnected', async () => {
    const [a, b] = [await connect(server.url), await connect(server.url)];
    const [partnerOfA] = await anonymousPair(a, b);
    // matched(partner): the partner itself, not an envelope around it.
    expect(partnerOfA).toBeTypeOf('object');
    expect(partnerOfA).not.toHaveProperty('partner');

    const text = next(b, 'receiveAnonymousMessage');
    expect(
      await emitAck(a, 'sendAnonymousMessage', { content: 'Hi there', type: 'text' }),
    ).toMatchObject({ ok: true });
    expect(await text).toEqual({ sender: expect.any(String), content: 'Hi there', type: 'text' });

    const upload = await call(server.url, 'POST', '/api/chat/upload-media', {
      form: await chatMedia(),
    });
    expectSuccess(upload);
    expect(upload.body).toEqual({ fileUrl: expect.stringMatching(/^\/uploads\//) });
    // New people send no images in their first chats (trust/): these two have had enough.
    await giveCompletedConversations(server, a);
    await giveCompletedConversations(server, b);
    const image = next(b, 'receiveAnonymousMessage');
    expect(
      await emitAck(a, 'sendAnonymousMessage', { content: upload.body.fileUrl, type: 'image' }),
    ).toMatchObject({ ok: true });
    expect(await image).toMatchObject({ content: upload.body.fileUrl, type: 'image' });
    expect((await fetch(server.url + upload.body.fileUrl)).status).toBe(200);
    // An upload serves one send in one live pair only.
    expectReadableRefusal(
      await emitAck(b, 'sendAnonymousMessage', { content: upload.body.fileUrl, type: 'image' }),
    );

    expectReadableRefusal(await emitAck(a, 'revealProfile'));
    const friendError = next(a, 'friendRequestError');
    socketEmit(a, 'sendFriendRequestFromAnonymousChat', '01890a5d-ac96-774b-bcce-b302099a8057');
    expect(typeof (await friendError)).toBe('string');

    const gone = next(b, 'partnerDisconnected');
    a.disconnect();
    await gone;
  });

  it('signed-in strangers: images from upload-media with the bearer token, revealProfile, friend request', async () => {
    const [ann, ben] = [await register(server.url, 'ann'), await register(server.url, 'ben')];
    const [a, b] = [await connect(server.url, ann.token), await connect(server.url, ben.token)];
    await anonymousPair(a, b);

    const upload = await call(server.url, 'POST', '/api/chat/upload-media', {
      token: ann.token,
      form: await chatMedia(),
    });
    expectSuccess(upload);
    await giveCompletedConversations(server, a);
    const image = next(b, 'receiveAnonymousMessage');
    expect(
      await emitAck(a, 'sendAnonymousMessage', { content: upload.body.fileUrl, type: 'image' }),
    ).toMatchObject({ ok: true });
    expect(await image).toMatchObject({ content: upload.body.fileUrl, type: 'image' });

    const revealed = next(a, 'partnerProfileRevealed');
    expect(await emitAck(b, 'revealProfile')).toMatchObject({ ok: true });
    expect(await revealed).toEqual({
      _id: ben.id,
      username: ben.username,
      profilePicture: expect.any(String),
    });

    const sent = next(a, 'friendRequestSent');
    socketEmit(a, 'sendFriendRequestFromAnonymousChat', ben.id);
    expect(typeof (await sent)).toBe('string');
    const requests = await call(server.url, 'GET', '/api/friends/requests', { token: ben.token });
    expect(requests.body).toEqual([expect.objectContaining({ _id: ann.id })]);
  });
});

/** Sends without an acknowledgement, as the spec's client does for fire-and-forget events. */
function socketEmit(socket: Socket, event: string, payload: unknown): void {
  socket.emit(event, payload);
}

const sdp = (type: 'offer' | 'answer') => ({
  type,
  sdp: `v=0\r\no=- 1 1 IN IP4 0.0.0.0\r\ns=${type}\r\n`,
});

describe('contract: video chat', () => {
  it('requestMatch with recaptchaValue, matchFound with socket ids, signalling, chat, add user, skip, end', async () => {
    const [a, b, c] = [
      await connect(server.url),
      await connect(server.url),
      await connect(server.url),
    ];
    const request = async (socket: Socket) =>
      emitAck(socket, 'requestMatch', {
        groupPreferred: true,
        interests: [],
        recaptchaValue: await recaptchaValue(server.url),
      });
    const waiting = next(a, 'waitingForMatch');
    expect(await request(a)).toMatchObject({ ok: true });
    await waiting;
    const [foundA, foundB] = [next(a, 'matchFound'), next(b, 'matchFound')];
    expect(await request(b)).toMatchObject({ ok: true });
    const [matchA, matchB] = await Promise.all([foundA, foundB]);
    expect(matchA).toMatchObject({
      callId: expect.any(String),
      members: [b.id],
      isGroupCall: false,
    });
    expect(matchB).toMatchObject({ callId: matchA.callId, members: [a.id], isGroupCall: false });
    expect([matchA.isCaller, matchB.isCaller].sort()).toEqual([false, true]);
    const callId: string = matchA.callId;

    const offer = next(b, 'webrtc-offer');
    expect(
      await emitAck(a, 'webrtc-offer', { offer: sdp('offer'), toSocketId: b.id, callId }),
    ).toMatchObject({ ok: true });
    expect(await offer).toMatchObject({ offer: sdp('offer'), callId });
    const answer = next(a, 'webrtc-answer');
    await emitAck(b, 'webrtc-answer', { answer: sdp('answer'), toSocketId: a.id, callId });
    expect(await answer).toMatchObject({ answer: sdp('answer'), callId });
    const candidate = {
      candidate: 'candidate:1 1 udp 2122260223 192.0.2.1 54400 typ host',
      sdpMid: '0',
      sdpMLineIndex: 0,
    };
    const ice = next(a, 'webrtc-ice-candidate');
    await emitAck(b, 'webrtc-ice-candidate', { candidate, toSocketId: a.id, callId });
    expect(await ice).toMatchObject({ candidate, callId });

    const chat = next(b, 'receiveVideoChatMessage');
    expect(await emitAck(a, 'sendVideoChatMessage', { message: 'Hey', callId })).toMatchObject({
      ok: true,
    });
    expect(await chat).toEqual({ message: 'Hey', sender: a.id, callId });

    const looking = [next(a, 'callLookingForMore'), next(b, 'callLookingForMore')];
    expect(await emitAck(a, 'requestAddUserToCall', callId)).toMatchObject({ ok: true });
    await Promise.all(looking);
    const joined = [next(a, 'newMemberJoinedCall'), next(b, 'newMemberJoinedCall')];
    const [foundC, existing] = [next(c, 'matchFound'), next(c, 'existingMembersInCall')];
    expect(await request(c)).toMatchObject({ ok: true });
    expect(await foundC).toMatchObject({ callId, isGroupCall: true });
    expect((await foundC).members.sort()).toEqual([a.id, b.id].sort());
    expect((await existing).members.sort()).toEqual([a.id, b.id].sort());
    for (const heard of await Promise.all(joined))
      expect(heard).toMatchObject({ callId, member: c.id });

    const leftAfterSkip = [next(a, 'memberLeftCall'), next(b, 'memberLeftCall')];
    expect(await emitAck(c, 'skip-video-call', callId)).toMatchObject({ ok: true });
    for (const heard of await Promise.all(leftAfterSkip))
      expect(heard).toMatchObject({ callId, socketId: c.id });

    const ended = next(b, 'memberLeftCall');
    expect(await emitAck(a, 'video-call-ended', callId)).toMatchObject({ ok: true });
    expect(await ended).toMatchObject({ callId, socketId: a.id });
  });

  it('still reads the captcha under the older name `captcha`', async () => {
    const socket = await connect(server.url);
    const reply = await emitAck(socket, 'requestMatch', {
      groupPreferred: false,
      interests: [],
      captcha: await recaptchaValue(server.url),
    });
    expect(reply).toMatchObject({ ok: true });
    expectReadableRefusal(
      await emitAck(await connect(server.url), 'requestMatch', {
        groupPreferred: false,
        interests: [],
      }),
    );
  });
});
