import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage, MessagePage, RoomView } from '@serendip/protocol';
import { startTestServer, nextEvent, type TestServer } from '../../test/support';
import { collect, settled, signUp, type Person } from '../../test/social';
import { UNKNOWN_ID } from '../../test/photoFixtures';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

async function createRoom(owner: Person, name: string, description?: string) {
  const response = await owner.client.post<RoomView>('/api/rooms', { name, description });
  expect(response.status).toBe(201);
  return response.body;
}

describe('rooms', () => {
  it('creates a room, tells every socket, and serves it', async () => {
    const owner = await signUp(server.url);
    const other = await signUp(server.url);
    const otherSocket = await server.socket(other.token);
    const visitorSocket = await server.socket();
    const toOther = nextEvent<RoomView>(otherSocket, 'roomCreated');
    const toVisitor = nextEvent<RoomView>(visitorSocket, 'roomCreated');
    const room = await createRoom(owner, '  Night owls  ', '  Up late  ');
    expect(room).toMatchObject({
      name: 'Night owls',
      description: 'Up late',
      participants: [owner.id],
      participantCount: 1,
    });
    expect(await toOther).toEqual(room);
    expect(await toVisitor).toEqual(room);
    const fetched = await server.client().get<RoomView>(`/api/rooms/${room._id}`);
    expect(fetched.body).toMatchObject({
      _id: room._id,
      name: 'Night owls',
      participants: [owner.id],
    });

    const blank = await owner.client.post('/api/rooms', { name: '   ' });
    expect(blank).toMatchObject({ status: 400, body: { message: 'Room name is required.' } });
    expect((await owner.client.post('/api/rooms', {})).body).toEqual({
      message: 'Room name is required.',
    });
    expect((await owner.client.post('/api/rooms', { name: 'x'.repeat(61) })).status).toBe(400);
    expect(
      (await owner.client.post('/api/rooms', { name: 'ok', description: 'x'.repeat(301) })).status,
    ).toBe(400);
    expect((await server.client().post('/api/rooms', { name: 'anon' })).status).toBe(401);
    const noDescription = await createRoom(owner, 'Plain');
    expect(noDescription.description).toBeUndefined();
  });

  it("answers 'Room not found.' for unknown and malformed ids", async () => {
    const user = await signUp(server.url);
    for (const id of [UNKNOWN_ID, 'nope']) {
      expect(await server.client().get(`/api/rooms/${id}`)).toMatchObject({
        status: 404,
        body: { message: 'Room not found.' },
      });
      expect((await user.client.get(`/api/rooms/${id}/messages`)).status).toBe(404);
    }
    const socket = await server.socket(user.token);
    expect(await socket.emitWithAck('joinRoom', UNKNOWN_ID)).toEqual({
      ok: false,
      message: 'Room not found.',
    });
  });

  it('lets members join, send and receive; non-members and visitors cannot send', async () => {
    const [owner, member, outsider] = [
      await signUp(server.url),
      await signUp(server.url),
      await signUp(server.url),
    ];
    const room = await createRoom(owner, 'Talk');
    const ownerSocket = await server.socket(owner.token);
    const memberSocket = await server.socket(member.token);
    const outsiderSocket = await server.socket(outsider.token);
    expect(await ownerSocket.emitWithAck('joinRoom', room._id)).toMatchObject({
      ok: true,
      room: { _id: room._id },
    });
    const joined = await memberSocket.emitWithAck('joinRoom', room._id);
    expect(joined).toMatchObject({ ok: true, room: { participantCount: 2 } });
    const heardByOutsider = collect(outsiderSocket, 'receiveRoomMessage');

    const arriving = nextEvent<ChatMessage>(memberSocket, 'receiveRoomMessage');
    const ack = await ownerSocket.emitWithAck('sendRoomMessage', {
      roomId: room._id,
      content: 'welcome',
      type: 'text',
      clientId: 'room-1',
    });
    expect(ack).toMatchObject({ ok: true, message: { content: 'welcome', roomId: room._id } });
    expect(await arriving).toMatchObject({
      content: 'welcome',
      sender: { _id: owner.id },
      roomId: room._id,
    });

    const notJoined = await outsiderSocket.emitWithAck('sendRoomMessage', {
      roomId: room._id,
      content: 'hi',
      type: 'text',
      clientId: 'room-2',
    });
    expect(notJoined).toEqual({ ok: false, message: 'Join the room before sending messages.' });
    const visitor = await server.socket();
    expect(await visitor.emitWithAck('joinRoom', room._id)).toEqual({
      ok: false,
      message: 'Please log in to join rooms.',
    });
    await settled(outsiderSocket);
    expect(heardByOutsider).toEqual([]);

    // leaveRoom leaves the live channel only: membership ('Your Rooms') stays, sending still works.
    expect(await memberSocket.emitWithAck('leaveRoom', room._id)).toEqual({ ok: true });
    const heardAfterLeave = collect(memberSocket, 'receiveRoomMessage');
    await ownerSocket.emitWithAck('sendRoomMessage', {
      roomId: room._id,
      content: 'bye',
      type: 'text',
      clientId: 'room-3',
    });
    await settled(memberSocket);
    expect(heardAfterLeave).toEqual([]);
    const mine = await member.client.get<RoomView[]>('/api/rooms?mine=1');
    expect(mine.body.map((r) => r._id)).toContain(room._id);
    expect((await server.client().get('/api/rooms?mine=1')).status).toBe(401);

    const history = await outsider.client.get<MessagePage>(`/api/rooms/${room._id}/messages`);
    expect(history.body).toMatchObject({ currentPage: 1, totalPages: 1 });
    expect(history.body.messages.map((m) => m.content)).toEqual(['welcome', 'bye']);
    expect((await server.client().get(`/api/rooms/${room._id}/messages`)).status).toBe(401);
  });

  it('sends typingRoom to the others in the room, not to the typist', async () => {
    const [owner, member] = [await signUp(server.url), await signUp(server.url)];
    const room = await createRoom(owner, 'Typing');
    const ownerSocket = await server.socket(owner.token);
    const memberSocket = await server.socket(member.token);
    await ownerSocket.emitWithAck('joinRoom', room._id);
    await memberSocket.emitWithAck('joinRoom', room._id);
    const heardByOwner = collect(ownerSocket, 'typingRoom');
    const typing = nextEvent(memberSocket, 'typingRoom');
    ownerSocket.emit('typingRoom', room._id);
    expect(await typing).toEqual({ roomId: room._id, userId: owner.id, username: owner.username });
    const stop = nextEvent(memberSocket, 'stopTypingRoom');
    ownerSocket.emit('stopTypingRoom', room._id);
    expect(await stop).toEqual({ roomId: room._id, userId: owner.id });
    await settled(ownerSocket);
    expect(heardByOwner).toEqual([]);
  });

  it('censors profanity in room messages', async () => {
    const owner = await signUp(server.url);
    const room = await createRoom(owner, 'Clean');
    const socket = await server.socket(owner.token);
    await socket.emitWithAck('joinRoom', room._id);
    const ack = await socket.emitWithAck('sendRoomMessage', {
      roomId: room._id,
      content: 'what the fuck is this',
      type: 'text',
      clientId: 'filter-1',
    });
    expect(ack.ok).toBe(true);
    if (!ack.ok) return;
    expect(ack.message.content).not.toMatch(/fuck/i);
    expect(ack.message.content).toMatch(/^what the \*+ is this$/);
  });

  it('lists trending rooms by latest activity and searches name or description', async () => {
    const owner = await signUp(server.url);
    const tag = Math.random().toString(36).slice(2, 8);
    const quiet = await createRoom(owner, `Quiet ${tag}`);
    const busy = await createRoom(owner, `Busy`, `all about ${tag.toUpperCase()} things`);
    await createRoom(owner, 'Unrelated 100%_room');
    const socket = await server.socket(owner.token);
    await socket.emitWithAck('joinRoom', quiet._id);
    await socket.emitWithAck('sendRoomMessage', {
      roomId: quiet._id,
      content: 'hi',
      type: 'text',
      clientId: `t-${tag}`,
    });
    const found = await server.client().get<RoomView[]>(`/api/rooms?q=${tag}`);
    expect(found.body.map((r) => r._id)).toEqual([quiet._id, busy._id]);
    const all = await server.client().get<RoomView[]>('/api/rooms');
    expect(all.body[0]._id).toBe(quiet._id);
    expect(all.body.length).toBeLessThanOrEqual(50);
    expect(
      (await server.client().get<RoomView[]>('/api/rooms?q=%25_')).body.map((r) => r.name),
    ).toEqual(['Unrelated 100%_room']);
  });
});
