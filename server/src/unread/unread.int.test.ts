import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Conversation, ConversationView, RoomView } from '@serendip/protocol';
import { nextEvent, startTestServer, type TestServer } from '../../test/support';
import { befriend, signUp, type Person } from '../../test/social';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

let sequence = 0;
const clientId = () => `u${Date.now()}-${(sequence += 1)}`;

async function friendsWithConversation() {
  const a = await signUp(server.url, 'ann');
  const b = await signUp(server.url, 'bob');
  await befriend(a, b);
  const opened = await a.client.post<Conversation>(`/api/chat/conversation/${b.id}`);
  return { a, b, conversationId: opened.body._id };
}

async function say(person: Person, conversationId: string, content: string) {
  const socket = await server.socket(person.token);
  const ack = await socket.emitWithAck('sendMessage', {
    conversationId,
    content,
    type: 'text',
    clientId: clientId(),
  });
  expect(ack).toMatchObject({ ok: true });
  socket.disconnect();
}

async function conversationsOf(person: Person) {
  const response = await person.client.get<ConversationView[]>('/api/chat/conversations');
  expect(response.status).toBe(200);
  return response.body;
}

describe('unread counts and read markers', () => {
  it('counts the other side’s messages, not your own, and gives the last message time', async () => {
    const { a, b, conversationId } = await friendsWithConversation();
    expect((await conversationsOf(b))[0]).toMatchObject({ _id: conversationId, unreadCount: 0 });
    await say(a, conversationId, 'one');
    await say(a, conversationId, 'two');
    await say(b, conversationId, 'mine');
    await say(a, conversationId, 'three');

    const [forB] = await conversationsOf(b);
    expect(forB).toMatchObject({ _id: conversationId, unreadCount: 3 });
    expect(forB!.lastMessage).toMatchObject({ content: 'three' });
    expect(Date.parse(forB!.lastMessageAt!)).toBeGreaterThan(Date.now() - 60_000);
    expect((await conversationsOf(a))[0]).toMatchObject({ unreadCount: 1 });
  });

  it('gives the count and the last message of one moment while messages are arriving', async () => {
    // A client lays live messages over the list by comparing their times with lastMessageAt
    // (web UnreadContext): a count that already holds a message the list's lastMessageAt does
    // not showed it twice on a badge. Every list fetched here during a burst must agree.
    const { a, b, conversationId } = await friendsWithConversation();
    const sender = await server.socket(a.token);
    const sent = 60;
    let done = false;
    const sending = (async () => {
      for (let index = 1; index <= sent; index += 1) {
        const ack = await sender.emitWithAck('sendMessage', {
          conversationId,
          content: `m${index}`,
          type: 'text',
          clientId: clientId(),
        });
        expect(ack).toMatchObject({ ok: true });
      }
    })().finally(() => (done = true));
    // Per list fetched: the number of its last message, and its unread count.
    const seen: Array<[number, number | undefined]> = [];
    while (!done) {
      const [forB] = await conversationsOf(b);
      const listed = forB!.lastMessage ? Number(forB!.lastMessage.content.slice(1)) : 0;
      seen.push([listed, forB!.unreadCount]);
    }
    await sending;
    sender.disconnect();
    expect(seen.filter(([listed, unread]) => listed !== unread)).toEqual([]);
    expect(seen.length).toBeGreaterThan(10);
  });

  it('reading clears the count on every tab of the reader, and later messages count again', async () => {
    const { a, b, conversationId } = await friendsWithConversation();
    await say(a, conversationId, 'hello');
    const tab1 = await server.socket(b.token);
    const tab2 = await server.socket(b.token);
    const otherPerson = await server.socket(a.token);
    let aHeard = false;
    otherPerson.on('conversationRead', () => (aHeard = true));

    const onTab2 = nextEvent<{ conversationId: string }>(tab2, 'conversationRead');
    const onTab1 = nextEvent<{ conversationId: string }>(tab1, 'conversationRead');
    expect(await tab1.emitWithAck('markConversationRead', conversationId)).toEqual({ ok: true });
    expect(await onTab2).toEqual({ conversationId });
    expect(await onTab1).toEqual({ conversationId });
    expect((await conversationsOf(b))[0]).toMatchObject({ unreadCount: 0 });

    await say(a, conversationId, 'again');
    expect((await conversationsOf(b))[0]).toMatchObject({ unreadCount: 1 });
    // The HTTP twin does the same.
    const cleared = nextEvent(tab2, 'conversationRead');
    expect((await b.client.put(`/api/chat/conversations/${conversationId}/read`)).status).toBe(200);
    await cleared;
    expect((await conversationsOf(b))[0]).toMatchObject({ unreadCount: 0 });
    expect(aHeard).toBe(false);
  });

  it('refuses marking someone else’s conversation and bad ids, changing nothing', async () => {
    const { a, conversationId } = await friendsWithConversation();
    const outsider = await signUp(server.url, 'eve');
    await say(a, conversationId, 'private');
    const socket = await server.socket(outsider.token);
    expect(await socket.emitWithAck('markConversationRead', conversationId)).toEqual({
      ok: false,
      message: 'Conversation not found.',
    });
    expect(await socket.emitWithAck('markConversationRead', 'nope')).toMatchObject({ ok: false });
    const visitor = await server.socket(undefined);
    expect(await visitor.emitWithAck('markConversationRead', conversationId)).toMatchObject({
      ok: false,
    });
    const http = await outsider.client.put(`/api/chat/conversations/${conversationId}/read`);
    expect(http.status).toBe(404);
  });

  it('counts unread room messages for members in Your Rooms, cleared by markRoomRead', async () => {
    const owner = await signUp(server.url, 'own');
    const member = await signUp(server.url, 'mem');
    const created = await owner.client.post<RoomView>('/api/rooms', { name: 'Unread room' });
    const roomId = created.body._id;
    const memberSocket = await server.socket(member.token);
    expect(await memberSocket.emitWithAck('joinRoom', roomId)).toMatchObject({ ok: true });
    const ownerSocket = await server.socket(owner.token);
    await ownerSocket.emitWithAck('joinRoom', roomId);
    for (const content of ['a', 'b']) {
      const ack = await ownerSocket.emitWithAck('sendRoomMessage', {
        roomId,
        content,
        type: 'text',
        clientId: clientId(),
      });
      expect(ack).toMatchObject({ ok: true });
    }
    const mine = async (person: Person) =>
      (await person.client.get<RoomView[]>('/api/rooms?mine=1')).body.find((r) => r._id === roomId);
    expect(await mine(member)).toMatchObject({ unreadCount: 2 });
    expect(await mine(owner)).toMatchObject({ unreadCount: 0 });

    const other = await server.socket(member.token);
    const heard = nextEvent(other, 'roomRead');
    expect(await memberSocket.emitWithAck('markRoomRead', roomId)).toEqual({ ok: true });
    expect(await heard).toEqual({ roomId });
    expect(await mine(member)).toMatchObject({ unreadCount: 0 });

    // The room header's member list: everyone, online first.
    memberSocket.disconnect();
    other.disconnect();
    const members = async () =>
      (
        await owner.client.get<Array<{ _id: string; online: boolean }>>(
          `/api/rooms/${roomId}/members`,
        )
      ).body.map(({ _id, online }) => ({ _id, online }));
    await expect.poll(members).toEqual([
      { _id: owner.id, online: true },
      { _id: member.id, online: false },
    ]);
    expect((await owner.client.get('/api/rooms/not-an-id/members')).status).toBe(404);

    const outsider = await signUp(server.url, 'out');
    const outsiderSocket = await server.socket(outsider.token);
    expect(await outsiderSocket.emitWithAck('markRoomRead', roomId)).toEqual({
      ok: false,
      message: 'Join the room first.',
    });
  });
});
