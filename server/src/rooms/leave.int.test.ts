import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage, RoomView } from '@serendip/protocol';
import { startTestServer, type TestServer } from '../../test/support';
import { collect, settled, signUp, type Person } from '../../test/social';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

let sequence = 0;
const say = (socket: Awaited<ReturnType<TestServer['socket']>>, roomId: string, content: string) =>
  socket.emitWithAck('sendRoomMessage', {
    roomId,
    content,
    type: 'text',
    clientId: `leave-${(sequence += 1)}`,
  });

const mine = async (person: Person) =>
  (await person.client.get<RoomView[]>('/api/rooms?mine=1')).body.map((room) => room._id);
const memberIds = async (person: Person, roomId: string) =>
  (await person.client.get<Array<{ _id: string }>>(`/api/rooms/${roomId}/members`)).body.map(
    (member) => member._id,
  );

describe('POST /api/rooms/:id/leave', () => {
  it("takes the room out of 'Your Rooms', the member list and every open window", async () => {
    const owner = await signUp(server.url, 'own');
    const member = await signUp(server.url, 'mem');
    const roomId = (await owner.client.post<RoomView>('/api/rooms', { name: 'Leavers' })).body._id;
    const ownerSocket = await server.socket(owner.token);
    await ownerSocket.emitWithAck('joinRoom', roomId);
    const window1 = await server.socket(member.token);
    const window2 = await server.socket(member.token);
    expect(await window1.emitWithAck('joinRoom', roomId)).toMatchObject({ ok: true });
    expect(await window2.emitWithAck('joinRoom', roomId)).toMatchObject({ ok: true });
    // A message sent before leaving: membership is then in the access cache, which leaving drops.
    expect(await say(window1, roomId, 'hello')).toMatchObject({ ok: true });
    const heard = collect<ChatMessage>(window2, 'receiveRoomMessage');
    expect(await mine(member)).toContain(roomId);

    const left = await member.client.post(`/api/rooms/${roomId}/leave`);
    expect(left.status).toBe(200);
    expect(left.body).toEqual({ message: 'You left the room.' });
    expect(await mine(member)).not.toContain(roomId);
    expect(await memberIds(owner, roomId)).toEqual([owner.id]);

    // The other window hears nothing more, and sending now needs joining again.
    expect(await say(ownerSocket, roomId, 'after you left')).toMatchObject({ ok: true });
    expect(await say(window1, roomId, 'still here?')).toEqual({
      ok: false,
      message: 'Join the room before sending messages.',
    });
    // A room message is sent to the room's sockets before the sender's ack.
    await settled(window2);
    expect(heard.map((message) => message.content)).not.toContain('after you left');

    // Leaving again changes nothing; opening the room joins it again.
    expect((await member.client.post(`/api/rooms/${roomId}/leave`)).status).toBe(200);
    expect(await window1.emitWithAck('joinRoom', roomId)).toMatchObject({ ok: true });
    expect(await mine(member)).toContain(roomId);
    for (const socket of [ownerSocket, window1, window2]) socket.disconnect();
  });

  it('needs an account and an existing room', async () => {
    const person = await signUp(server.url, 'lone');
    const visitor = server.client();
    const roomId = (await person.client.post<RoomView>('/api/rooms', { name: 'Solo' })).body._id;
    const refused = await visitor.post(`/api/rooms/${roomId}/leave`);
    expect(refused.status).toBe(401);
    expect(refused.body).toHaveProperty('message');
    const missing = await person.client.post('/api/rooms/not-an-id/leave');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: 'Room not found.' });
    expect(await mine(person)).toContain(roomId);
  });
});
