import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage, Conversation, MessagePage } from '@serendip/protocol';
import { startTestServer, nextEvent, type TestServer } from '../../test/support';
import { befriend, collect, pause, settled, signUp, type Person } from '../../test/social';
import { UNKNOWN_ID } from '../../test/photoFixtures';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

let sequence = 0;
const clientId = () => `c${Date.now()}-${(sequence += 1)}`;

async function friendsWithConversation() {
  const a = await signUp(server.url, 'ann');
  const b = await signUp(server.url, 'bob');
  await befriend(a, b);
  const opened = await a.client.post<Conversation>(`/api/chat/conversation/${b.id}`);
  expect(opened.status).toBe(200);
  return { a, b, conversationId: opened.body._id };
}

async function send(
  person: Person,
  conversationId: string,
  content: string,
  type = 'text',
  id = clientId(),
) {
  const socket = await server.socket(person.token);
  const result = await socket.emitWithAck('sendMessage', {
    conversationId,
    content,
    type: type as 'text',
    clientId: id,
  });
  socket.disconnect();
  return result;
}

describe('friend chat', () => {
  it('opens one conversation per pair, only between friends', async () => {
    const { a, b, conversationId } = await friendsWithConversation();
    const again = await b.client.post<Conversation>(`/api/chat/conversation/${a.id}`);
    expect(again.body._id).toBe(conversationId);
    expect(again.body.participants.map((p) => p._id).sort()).toEqual([a.id, b.id].sort());
    expect(Object.keys(again.body.participants[0]).sort()).toEqual([
      '_id',
      'profilePicture',
      'username',
    ]);

    const stranger = await signUp(server.url);
    const refused = await stranger.client.post(`/api/chat/conversation/${a.id}`);
    expect(refused).toMatchObject({
      status: 403,
      body: { message: 'You can only chat with friends.' },
    });
    expect((await a.client.post(`/api/chat/conversation/${a.id}`)).status).toBe(403);
    expect((await a.client.post(`/api/chat/conversation/not-an-id`)).status).toBe(404);
    expect(
      (await a.client.post(`/api/chat/conversation/${b.id}`, undefined, { token: null })).status,
    ).toBe(401);
  });

  it('stores, acknowledges and delivers a message to the other participant without a join', async () => {
    const { a, b, conversationId } = await friendsWithConversation();
    const socketA = await server.socket(a.token);
    const socketB = await server.socket(b.token);
    expect(await socketA.emitWithAck('joinConversation', conversationId)).toEqual({ ok: true });
    const heardByA = collect<ChatMessage>(socketA, 'receiveMessage');
    const arriving = nextEvent<ChatMessage>(socketB, 'receiveMessage');
    const ack = await socketA.emitWithAck('sendMessage', {
      conversationId,
      content: '  hello there  ',
      type: 'text',
      clientId: 'first-1',
    });
    expect(ack).toMatchObject({ ok: true, message: { content: 'hello there', type: 'text' } });
    const received = await arriving;
    expect(received).toMatchObject({
      _id: ack.ok ? ack.message._id : '',
      sender: { _id: a.id, username: a.username },
      content: 'hello there',
      type: 'text',
      clientId: 'first-1',
      conversationId,
    });
    expect(new Date(received.createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    await settled(socketA);
    expect(heardByA).toHaveLength(1); // in the room and in its user room: delivered once

    const list = await b.client.get<Conversation[]>('/api/chat/conversations');
    expect(list.body[0]).toMatchObject({
      _id: conversationId,
      lastMessage: { sender: a.id, type: 'text', content: 'hello there' },
    });
  });

  it('keeps non-participants out of joining, reading and sending', async () => {
    const { conversationId } = await friendsWithConversation();
    const outsider = await signUp(server.url);
    const socket = await server.socket(outsider.token);
    const notFound = { ok: false, message: 'Conversation not found.' };
    expect(await socket.emitWithAck('joinConversation', conversationId)).toEqual(notFound);
    expect(
      await socket.emitWithAck('sendMessage', {
        conversationId,
        content: 'hi',
        type: 'text',
        clientId: 'x1',
      }),
    ).toEqual(notFound);
    const read = await outsider.client.get(`/api/chat/messages/${conversationId}`);
    expect(read).toMatchObject({ status: 404, body: { message: 'Conversation not found.' } });
    expect((await outsider.client.get(`/api/chat/messages/${UNKNOWN_ID}`)).status).toBe(404);
    expect((await outsider.client.get(`/api/chat/messages/nope`)).status).toBe(404);
    expect(await socket.emitWithAck('joinConversation', 'nope')).toEqual(notFound);

    const visitor = await server.socket();
    const login = { ok: false, message: 'Please log in to chat.' };
    expect(await visitor.emitWithAck('joinConversation', conversationId)).toEqual(login);
    expect(
      await visitor.emitWithAck('sendMessage', {
        conversationId,
        content: 'hi',
        type: 'text',
        clientId: 'x2',
      }),
    ).toEqual(login);
  });

  it('refuses blank, unknown, oversized, fake media and bad client ids with a clear message', async () => {
    const { a, conversationId } = await friendsWithConversation();
    const refuse = async (content: unknown, type: unknown, id: unknown, message: string) => {
      const socket = await server.socket(a.token);
      const ack = await socket.emitWithAck('sendMessage', {
        conversationId,
        content,
        type,
        clientId: id,
      } as never);
      expect(ack).toEqual({ ok: false, message });
      socket.disconnect();
    };
    await refuse('   ', 'text', 'ok-1', 'Message cannot be empty.');
    await refuse('hi', 'sticker', 'ok-2', 'Unknown message type.');
    await refuse('x'.repeat(2001), 'text', 'ok-3', 'Message is too long.');
    await refuse('hi', 'text', 'bad id!', 'Invalid client id.');
    await refuse('hi', 'texting', 'ok-5', 'Unknown message type.');
    await refuse('hi', 'text', 'x'.repeat(65), 'Invalid client id.');
    await refuse(
      'https://evil.example/x.jpg',
      'image',
      'ok-4',
      'Media messages must carry a file uploaded to the chat.',
    );
    const history = await a.client.get<MessagePage>(`/api/chat/messages/${conversationId}`);
    expect(history.body).toEqual({ messages: [], totalPages: 1, currentPage: 1 });
    expect((await send(a, conversationId, 'x'.repeat(2000))).ok).toBe(true);
  });

  it('answers a resend with the same clientId with the same message, stored once', async () => {
    const { a, conversationId } = await friendsWithConversation();
    const first = await send(a, conversationId, 'once', 'text', 'resend-1');
    const second = await send(a, conversationId, 'once', 'text', 'resend-1');
    expect(first.ok && second.ok).toBe(true);
    if (!first.ok || !second.ok) return;
    expect(second.message._id).toBe(first.message._id);
    const history = await a.client.get<MessagePage>(`/api/chat/messages/${conversationId}`);
    expect(history.body.messages.map((m) => m._id)).toEqual([first.message._id]);
  });

  it('pages history: newest 20 first, ascending within a page, no duplicates', async () => {
    const { a, b, conversationId } = await friendsWithConversation();
    const socket = await server.socket(a.token);
    for (let index = 0; index < 45; index += 1) {
      const ack = await socket.emitWithAck('sendMessage', {
        conversationId,
        content: `m${index}`,
        type: 'text',
        clientId: `page-${index}`,
      });
      expect(ack.ok).toBe(true);
    }
    const pages: MessagePage[] = [];
    for (const page of [1, 2, 3]) {
      const response = await b.client.get<MessagePage>(
        `/api/chat/messages/${conversationId}?page=${page}&limit=20`,
      );
      pages.push(response.body);
    }
    expect(pages.map((p) => [p.currentPage, p.totalPages, p.messages.length])).toEqual([
      [1, 3, 20],
      [2, 3, 20],
      [3, 3, 5],
    ]);
    const contents = [...pages].reverse().flatMap((p) => p.messages.map((m) => m.content));
    expect(contents).toEqual(Array.from({ length: 45 }, (_, index) => `m${index}`));
    expect(new Set(pages.flatMap((p) => p.messages.map((m) => m._id))).size).toBe(45);
    expect((await b.client.get(`/api/chat/messages/${conversationId}?page=0`)).status).toBe(400);
  });

  it('stops the conversation both ways after a block', async () => {
    const { a, b, conversationId } = await friendsWithConversation();
    expect((await send(b, conversationId, 'before')).ok).toBe(true);
    expect((await a.client.put(`/api/users/block/${b.id}`)).status).toBe(200);
    const refused = { ok: false, message: 'You can only chat with friends.' };
    expect(await send(a, conversationId, 'after')).toEqual(refused);
    expect(await send(b, conversationId, 'after')).toEqual(refused);
    expect((await b.client.post(`/api/chat/conversation/${a.id}`)).status).toBe(403);
    expect((await b.client.get<Conversation[]>('/api/chat/conversations')).body).toEqual([]);
    expect((await b.client.get(`/api/chat/messages/${conversationId}`)).status).toBe(404);
  });

  it('sends typing and stopTyping to the other participant only', async () => {
    const { a, b, conversationId } = await friendsWithConversation();
    const outsider = await signUp(server.url);
    const [socketA, socketB, socketC] = await Promise.all([
      server.socket(a.token),
      server.socket(b.token),
      server.socket(outsider.token),
    ]);
    const heardByA = collect(socketA, 'typing');
    const heardByB = collect(socketB, 'typing');
    const heardByC = collect(socketC, 'typing');
    const typing = nextEvent(socketB, 'typing');
    socketA.emit('typing', conversationId);
    expect(await typing).toEqual({ userId: a.id, username: a.username, conversationId });
    const stop = nextEvent(socketB, 'stopTyping');
    socketA.emit('stopTyping', conversationId);
    expect(await stop).toEqual(a.id);
    // Neither the sender nor an outsider heard those (the one emit that reached B would have).
    await settled(socketA, socketC);
    expect(heardByA).toEqual([]);
    expect(heardByC).toEqual([]);
    // An outsider's typing is dropped. Typing has no ack and is relayed apart from any other
    // event, so no later event is ordered after it: only time shows that it was dropped.
    socketC.emit('typing', conversationId);
    await pause(100);
    expect(heardByA).toEqual([]);
    expect(heardByB).toHaveLength(1);
  });
});
