import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  Conversation,
  ConversationSeen,
  Notification,
  RoomActivity,
  RoomMemberPresence,
  RoomMembersChanged,
  RoomView,
} from '@serendip/protocol';
import { nextEvent, startTestServer, type TestServer } from '../../test/support';
import { befriend, collect, settled, signUp, type Person } from '../../test/social';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

let sequence = 0;
const clientId = () => `s${Date.now()}-${(sequence += 1)}`;

async function friendsInChat() {
  const a = await signUp(server.url, 'ann');
  const b = await signUp(server.url, 'bob');
  await befriend(a, b);
  const opened = await a.client.post<Conversation>(`/api/chat/conversation/${b.id}`);
  return { a, b, conversationId: opened.body._id };
}

async function say(socket: Awaited<ReturnType<TestServer['socket']>>, conversationId: string) {
  const ack = await socket.emitWithAck('sendMessage', {
    conversationId,
    content: 'hello',
    type: 'text',
    clientId: clientId(),
  });
  expect(ack).toMatchObject({ ok: true });
  return (ack as { message: { createdAt: string } }).message;
}

const setShare = async (person: Person, shareReadState: unknown) =>
  person.client.put<{ shareReadState?: boolean; message?: string }>('/api/users/profile', {
    shareReadState,
  });

describe('Seen in friend chat', () => {
  it('tells the sender live when the friend read, and answers it on join', async () => {
    const { a, b, conversationId } = await friendsInChat();
    const socketA = await server.socket(a.token);
    const socketB = await server.socket(b.token);
    const sent = await say(socketA, conversationId);
    expect(await socketA.emitWithAck('joinConversation', conversationId)).toEqual({ ok: true });

    const seen = nextEvent<ConversationSeen>(socketA, 'conversationSeen');
    expect(await socketB.emitWithAck('markConversationRead', conversationId)).toEqual({ ok: true });
    const event = await seen;
    expect(event).toMatchObject({ conversationId, userId: b.id });
    expect(Date.parse(event.seenAt)).toBe(Date.parse(sent.createdAt));

    // A window opened later learns it from the join's answer; the reader hears no "Seen" of its own.
    const heardByB = collect(socketB, 'conversationSeen');
    expect(await socketA.emitWithAck('joinConversation', conversationId)).toEqual({
      ok: true,
      seenAt: event.seenAt,
    });
    await settled(socketA, socketB);
    expect(heardByB).toEqual([]);
  });

  it("\"Share when I've seen messages\" off hides one's read state, and the friend's from one", async () => {
    const { a, b, conversationId } = await friendsInChat();
    const socketA = await server.socket(a.token);
    const socketB = await server.socket(b.token);
    await say(socketA, conversationId);
    const off = await setShare(b, false);
    expect(off.status).toBe(200);
    expect(off.body.shareReadState).toBe(false);
    expect(
      (await b.client.get<{ shareReadState?: boolean }>('/api/users/profile')).body,
    ).toMatchObject({ shareReadState: false });

    const heardByA = collect(socketA, 'conversationSeen');
    expect(await socketB.emitWithAck('markConversationRead', conversationId)).toEqual({ ok: true });
    await settled(socketA, socketB);
    expect(heardByA).toEqual([]);
    expect(await socketA.emitWithAck('joinConversation', conversationId)).toEqual({ ok: true });

    // Both ways: B, not sharing, does not see A's read state either.
    await say(socketB, conversationId);
    const heardByB = collect(socketB, 'conversationSeen');
    expect(await socketA.emitWithAck('markConversationRead', conversationId)).toEqual({ ok: true });
    await settled(socketA, socketB);
    expect(heardByB).toEqual([]);
    expect(await socketB.emitWithAck('joinConversation', conversationId)).toEqual({ ok: true });

    // Bad input changes nothing.
    const bad = await setShare(b, 'yes');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBeTruthy();
    expect((await setShare(b, true)).body.shareReadState).toBe(true);
    const seen = nextEvent<ConversationSeen>(socketB, 'conversationSeen');
    await socketA.emitWithAck('markConversationRead', conversationId);
    expect(await seen).toMatchObject({ userId: a.id });
  });

  it('a block hides "Seen"; an outsider and a visitor are refused', async () => {
    const { a, b, conversationId } = await friendsInChat();
    const socketA = await server.socket(a.token);
    const socketB = await server.socket(b.token);
    await say(socketA, conversationId);
    expect((await b.client.put(`/api/users/block/${a.id}`)).status).toBeLessThan(300);
    const heardByA = collect(socketA, 'conversationSeen');
    await socketB.emitWithAck('markConversationRead', conversationId);
    await settled(socketA, socketB);
    expect(heardByA).toEqual([]);
    expect(await socketA.emitWithAck('joinConversation', conversationId)).toEqual({ ok: true });

    const outsider = await signUp(server.url, 'eve');
    const eve = await server.socket(outsider.token);
    expect(await eve.emitWithAck('joinConversation', conversationId)).toMatchObject({ ok: false });
    const visitor = await server.socket(undefined);
    expect(await visitor.emitWithAck('markConversationRead', conversationId)).toMatchObject({
      ok: false,
    });
  });
});

async function roomWith(owner: Person) {
  const created = await owner.client.post<RoomView>('/api/rooms', { name: `Live ${clientId()}` });
  return created.body;
}

type JoinAnswer = {
  ok: boolean;
  participantCount?: number;
  onlineCount?: number;
  activity?: RoomActivity[];
};

describe('rooms alive', () => {
  it('announces a join and a leave with live counts, each line stored once', async () => {
    const owner = await signUp(server.url, 'own');
    const guest = await signUp(server.url, 'gst');
    const room = await roomWith(owner);
    const ownerSocket = await server.socket(owner.token);
    const first = (await ownerSocket.emitWithAck('joinRoom', room._id)) as JoinAnswer;
    expect(first).toMatchObject({ ok: true, participantCount: 1, onlineCount: 1, activity: [] });

    const guestSocket = await server.socket(guest.token);
    const joined = nextEvent<RoomMembersChanged>(ownerSocket, 'roomMembersChanged');
    const answer = (await guestSocket.emitWithAck('joinRoom', room._id)) as JoinAnswer;
    expect(answer).toMatchObject({ ok: true, participantCount: 2, onlineCount: 2 });
    expect(await joined).toMatchObject({
      roomId: room._id,
      participantCount: 2,
      onlineCount: 2,
      activity: { kind: 'joined', user: { _id: guest.id, username: guest.username } },
    });
    // A second join of a member is no news and no second line.
    const changes = collect(ownerSocket, 'roomMembersChanged');
    await guestSocket.emitWithAck('joinRoom', room._id);
    await settled(ownerSocket, guestSocket);
    expect(changes).toEqual([]);

    const left = nextEvent<RoomMembersChanged>(ownerSocket, 'roomMembersChanged');
    expect((await guest.client.post(`/api/rooms/${room._id}/leave`)).status).toBe(200);
    expect(await left).toMatchObject({
      participantCount: 1,
      onlineCount: 1,
      activity: { kind: 'left', user: { _id: guest.id } },
    });
    const again = (await ownerSocket.emitWithAck('joinRoom', room._id)) as JoinAnswer;
    expect(again.activity?.map((line) => [line.kind, line.user._id])).toEqual([
      ['joined', guest.id],
      ['left', guest.id],
    ]);
  });

  it('tells a room when a member comes online and goes offline', async () => {
    const owner = await signUp(server.url, 'own');
    const member = await signUp(server.url, 'mem');
    const room = await roomWith(owner);
    const memberSocket = await server.socket(member.token);
    await memberSocket.emitWithAck('joinRoom', room._id);
    memberSocket.disconnect();
    const ownerSocket = await server.socket(owner.token);
    expect(await ownerSocket.emitWithAck('joinRoom', room._id)).toMatchObject({ onlineCount: 1 });
    const online = nextEvent<RoomMemberPresence>(ownerSocket, 'roomMemberPresence');
    const back = await server.socket(member.token);
    expect(await online).toEqual({ roomId: room._id, userId: member.id, online: true });
    const offline = nextEvent<RoomMemberPresence>(ownerSocket, 'roomMemberPresence');
    back.disconnect();
    expect(await offline).toEqual({ roomId: room._id, userId: member.id, online: false });
  });

  it("watchRooms joins only one's own rooms, so their messages arrive for unread counts", async () => {
    const owner = await signUp(server.url, 'own');
    const member = await signUp(server.url, 'mem');
    const room = await roomWith(owner);
    const other = await roomWith(owner);
    const memberSocket = await server.socket(member.token);
    await memberSocket.emitWithAck('joinRoom', room._id);
    await memberSocket.emitWithAck('leaveRoom', room._id);

    const roomsPage = await server.socket(member.token);
    expect(await roomsPage.emitWithAck('watchRooms', [room._id, other._id])).toEqual({
      ok: true,
      roomIds: [room._id],
    });
    expect(await roomsPage.emitWithAck('watchRooms', 'nope' as never)).toMatchObject({
      ok: false,
      message: expect.any(String),
    });
    const tooMany = Array.from({ length: 51 }, () => room._id);
    expect(await roomsPage.emitWithAck('watchRooms', tooMany)).toMatchObject({ ok: false });
    const visitor = await server.socket(undefined);
    expect(await visitor.emitWithAck('watchRooms', [room._id])).toEqual({
      ok: false,
      message: 'Please log in to join rooms.',
    });

    const ownerSocket = await server.socket(owner.token);
    await ownerSocket.emitWithAck('joinRoom', other._id);
    const heard = collect<{ roomId: string }>(roomsPage, 'receiveRoomMessage');
    await ownerSocket.emitWithAck('sendRoomMessage', {
      roomId: other._id,
      content: 'not yours',
      type: 'text',
      clientId: clientId(),
    });
    const arrives = nextEvent<{ roomId: string }>(roomsPage, 'receiveRoomMessage');
    await ownerSocket.emitWithAck('joinRoom', room._id);
    await ownerSocket.emitWithAck('sendRoomMessage', {
      roomId: room._id,
      content: 'for the card',
      type: 'text',
      clientId: clientId(),
    });
    expect(await arrives).toMatchObject({ roomId: room._id });
    expect(heard.filter((message) => message.roomId === other._id)).toEqual([]);
  });
});

describe('@mentions in rooms', () => {
  const mentionsOf = async (person: Person) =>
    (await person.client.get<Notification[]>('/api/notifications')).body.filter((item) =>
      item.message.includes('mentioned you'),
    );

  it('notifies a mentioned member once; never a non-member, a blocker or the sender', async () => {
    const owner = await signUp(server.url, 'own');
    const member = await signUp(server.url, 'mem');
    const blocker = await signUp(server.url, 'blk');
    const outsider = await signUp(server.url, 'out');
    const room = await roomWith(owner);
    for (const person of [member, blocker]) {
      const socket = await server.socket(person.token);
      expect(await socket.emitWithAck('joinRoom', room._id)).toMatchObject({ ok: true });
    }
    expect((await blocker.client.put(`/api/users/block/${owner.id}`)).status).toBeLessThan(300);
    const memberSocket = await server.socket(member.token);
    const ownerSocket = await server.socket(owner.token);
    await ownerSocket.emitWithAck('joinRoom', room._id);

    const notified = nextEvent<Notification>(memberSocket, 'newNotification');
    const draft = {
      roomId: room._id,
      content: `hey @${member.username.toUpperCase()}, @${blocker.username} @${outsider.username} @${owner.username}`,
      type: 'text' as const,
      clientId: clientId(),
    };
    expect(await ownerSocket.emitWithAck('sendRoomMessage', draft)).toMatchObject({ ok: true });
    expect(await notified).toMatchObject({
      message: `${owner.username} mentioned you in ${room.name}.`,
      link: `/room/${room._id}`,
      read: false,
    });
    // A resend of the same message (same clientId) notifies nobody again.
    expect(await ownerSocket.emitWithAck('sendRoomMessage', draft)).toMatchObject({ ok: true });
    await settled(ownerSocket, memberSocket);
    expect(await mentionsOf(member)).toHaveLength(1);
    expect(await mentionsOf(blocker)).toEqual([]);
    expect(await mentionsOf(outsider)).toEqual([]);
    expect(await mentionsOf(owner)).toEqual([]);

    // A visitor or a non-member cannot send the mention at all.
    const visitor = await server.socket(undefined);
    expect(await visitor.emitWithAck('sendRoomMessage', draft)).toMatchObject({ ok: false });
    const outsiderSocket = await server.socket(outsider.token);
    expect(
      await outsiderSocket.emitWithAck('sendRoomMessage', { ...draft, clientId: clientId() }),
    ).toMatchObject({ ok: false, message: 'Join the room before sending messages.' });
    expect(await mentionsOf(member)).toHaveLength(1);
  });
});
