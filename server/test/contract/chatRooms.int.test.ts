import { afterEach, describe, expect, it } from 'vitest';
import { jpeg } from '../photoFixtures';
import { sharedTestServer } from '../support';
import {
  call,
  closeSockets,
  connect,
  emitAck,
  expectReadableRefusal,
  expectSuccess,
  makeFriends,
  next,
  record,
  register,
} from './specClient';

/**
 * Friend chat, rooms, presence and notifications as a spec-only client uses them: the
 * HTTP calls with the Bearer token, the socket events in the spec's shapes, no clientId.
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

describe('contract: friend chat', () => {
  it('conversation, messages without clientId, typing(userId, username), stopTyping(userId), history, media', async () => {
    const [a, b] = [await register(server.url, 'ann'), await register(server.url, 'ben')];
    await makeFriends(server.url, a, b);
    const opened = await call(server.url, 'POST', `/api/chat/conversation/${b.id}`, {
      token: a.token,
    });
    expectSuccess(opened);
    expect(opened.body).toMatchObject({
      _id: expect.any(String),
      participants: expect.arrayContaining([
        expect.objectContaining({
          _id: a.id,
          username: a.username,
          profilePicture: expect.any(String),
        }),
        expect.objectContaining({ _id: b.id }),
      ]),
    });
    const conversationId: string = opened.body._id;
    const [socketA, socketB] = [
      await connect(server.url, a.token),
      await connect(server.url, b.token),
    ];
    expect(await emitAck(socketA, 'joinConversation', conversationId)).toMatchObject({ ok: true });
    expect(await emitAck(socketB, 'joinConversation', conversationId)).toMatchObject({ ok: true });

    const received = next(socketB, 'receiveMessage');
    const sent = await emitAck(socketA, 'sendMessage', {
      conversationId,
      content: 'Hello',
      type: 'text',
    });
    expect(sent).toMatchObject({ ok: true });
    const message = await received;
    expect(message).toMatchObject({
      _id: expect.any(String),
      sender: { _id: a.id, username: a.username, profilePicture: expect.any(String) },
      content: 'Hello',
      type: 'text',
      createdAt: expect.any(String),
    });
    // The same payload again (no clientId) is a new message, not a duplicate of the first.
    const second = next(socketB, 'receiveMessage');
    await emitAck(socketA, 'sendMessage', { conversationId, content: 'Hello', type: 'text' });
    expect((await second)._id).not.toBe(message._id);

    const typing = next(socketB, 'typing');
    socketA.emit('typing', conversationId);
    expect(await typing).toMatchObject({ userId: a.id, username: a.username });
    const stop = next(socketB, 'stopTyping');
    socketA.emit('stopTyping', conversationId);
    expect(await stop).toBe(a.id);

    const upload = await call(server.url, 'POST', '/api/chat/upload-media', {
      token: a.token,
      form: await chatMedia(),
    });
    expectSuccess(upload);
    expect(upload.body).toEqual({ fileUrl: expect.stringMatching(/^\/uploads\//) });
    const image = next(socketB, 'receiveMessage');
    await emitAck(socketA, 'sendMessage', {
      conversationId,
      content: upload.body.fileUrl,
      type: 'image',
    });
    expect(await image).toMatchObject({ type: 'image', content: upload.body.fileUrl });

    const history = await call(
      server.url,
      'GET',
      `/api/chat/messages/${conversationId}?page=1&limit=20`,
      {
        token: b.token,
      },
    );
    expect(history.body).toMatchObject({ totalPages: 1, currentPage: 1 });
    expect(history.body.messages.map((item: { content: string }) => item.content)).toEqual([
      'Hello',
      'Hello',
      upload.body.fileUrl,
    ]);
    const conversations = await call(server.url, 'GET', '/api/chat/conversations', {
      token: b.token,
    });
    expect(conversations.body).toEqual([
      expect.objectContaining({
        _id: conversationId,
        participants: expect.any(Array),
        lastMessage: expect.objectContaining({ type: 'image', content: upload.body.fileUrl }),
      }),
    ]);
  });

  it('answers refusals in words, also when the payload or the ack is missing', async () => {
    const a = await register(server.url, 'solo');
    const socket = await connect(server.url, a.token);
    expectReadableRefusal(
      await emitAck(socket, 'sendMessage', { conversationId: 'x', content: '', type: 'text' }),
    );
    expectReadableRefusal(await emitAck(socket, 'sendMessage'));
    expectReadableRefusal(await emitAck(socket, 'joinConversation'));
    expectReadableRefusal(await emitAck(socket, 'joinRoom'));
    expectReadableRefusal(await emitAck(socket, 'requestMatch'));
    expectReadableRefusal(await emitAck(socket, 'requestAnonymousMatch'));
    expectReadableRefusal(
      await emitAck(socket, 'sendAnonymousMessage', { content: '', type: 'text' }),
    );
    expectReadableRefusal(await emitAck(socket, 'skip-video-call', 'not-a-call'));
    expectReadableRefusal(
      await emitAck(socket, 'sendVideoChatMessage', { message: 'hi', callId: 'nope' }),
    );
  });
});

describe('contract: rooms', () => {
  it('create (roomCreated to all), list, get, join, messages without clientId, typing, leave, history', async () => {
    const [a, b] = [await register(server.url, 'rae'), await register(server.url, 'rob')];
    const [socketA, socketB] = [
      await connect(server.url, a.token),
      await connect(server.url, b.token),
    ];
    const announced = next(socketB, 'roomCreated');
    const created = await call(server.url, 'POST', '/api/rooms', {
      token: a.token,
      json: { name: '  Jazz  ', description: ' Late night ' },
    });
    expectSuccess(created);
    expect(created.body).toMatchObject({
      _id: expect.any(String),
      name: 'Jazz',
      description: 'Late night',
    });
    const roomId: string = created.body._id;
    expect(await announced).toMatchObject({ _id: roomId, name: 'Jazz' });

    const rooms = await call(server.url, 'GET', '/api/rooms');
    expect(rooms.body).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ _id: roomId, participants: expect.any(Array) }),
      ]),
    );
    const room = await call(server.url, 'GET', `/api/rooms/${roomId}`, { token: b.token });
    expect(room.body).toMatchObject({ _id: roomId, name: 'Jazz', participants: expect.any(Array) });

    expect(await emitAck(socketA, 'joinRoom', roomId)).toMatchObject({ ok: true });
    expect(await emitAck(socketB, 'joinRoom', roomId)).toMatchObject({ ok: true });
    const received = next(socketB, 'receiveRoomMessage');
    expect(
      await emitAck(socketA, 'sendRoomMessage', { roomId, content: 'Hi all', type: 'text' }),
    ).toMatchObject({ ok: true });
    expect(await received).toMatchObject({
      _id: expect.any(String),
      sender: { _id: a.id, username: a.username },
      content: 'Hi all',
      type: 'text',
      createdAt: expect.any(String),
    });
    const typing = next(socketB, 'typingRoom');
    socketA.emit('typingRoom', roomId);
    expect(await typing).toMatchObject({ userId: a.id, username: a.username });
    const stop = next(socketB, 'stopTypingRoom');
    socketA.emit('stopTypingRoom', roomId);
    expect(await stop).toMatchObject({ userId: a.id });

    expect(await emitAck(socketB, 'leaveRoom', roomId)).toMatchObject({ ok: true });
    const afterLeave = record(socketB, 'receiveRoomMessage');
    const own = next(socketA, 'receiveRoomMessage');
    await emitAck(socketA, 'sendRoomMessage', { roomId, content: 'Bye', type: 'emoji' });
    await own;
    expect(afterLeave).toEqual([]);
    const history = await call(server.url, 'GET', `/api/rooms/${roomId}/messages?page=1&limit=20`, {
      token: b.token,
    });
    expect(history.body).toMatchObject({ totalPages: 1, currentPage: 1 });
    expect(history.body.messages.map((item: { content: string }) => item.content)).toEqual([
      'Hi all',
      'Bye',
    ]);
  });
});

describe('contract: presence and notifications', () => {
  it('updateOnlineUsersCount (a number), friendOnline/friendOffline({userId}), newNotification', async () => {
    const [a, b] = [await register(server.url, 'pia'), await register(server.url, 'pat')];
    const visitor = await connect(server.url);
    const count = next(visitor, 'updateOnlineUsersCount');
    const socketA = await connect(server.url, a.token);
    expect(typeof (await count)).toBe('number');

    const notified = next(socketA, 'newNotification');
    expectSuccess(
      await call(server.url, 'POST', `/api/friends/request/${a.id}`, { token: b.token }),
    );
    expect(await notified).toMatchObject({
      _id: expect.any(String),
      message: expect.any(String),
      read: false,
      createdAt: expect.any(String),
    });
    expectSuccess(
      await call(server.url, 'POST', `/api/friends/accept/${b.id}`, { token: a.token }),
    );

    const online = next(socketA, 'friendOnline');
    const socketB = await connect(server.url, b.token);
    expect(await online).toEqual({ userId: b.id });
    const offline = next(socketA, 'friendOffline');
    socketB.disconnect();
    expect(await offline).toEqual({ userId: b.id });
  });
});
