import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Conversation } from '@serendip/protocol';
import { startTestServer, type TestServer } from '../../test/support';
import { befriend, signUp } from '../../test/social';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

const REFUSED = { ok: false, message: 'You can only chat with friends.' };
let sequence = 0;

/** Two friends, each with one open socket, whose first messages put the pair in the cache. */
async function chattingFriends() {
  const a = await signUp(server.url, 'ann');
  const b = await signUp(server.url, 'bob');
  await befriend(a, b);
  const { body } = await a.client.post<Conversation>(`/api/chat/conversation/${b.id}`);
  const [socketA, socketB] = await Promise.all([server.socket(a.token), server.socket(b.token)]);
  const send = (socket: typeof socketA) =>
    socket.emitWithAck('sendMessage', {
      conversationId: body._id,
      content: 'hi',
      type: 'text',
      clientId: `cache${(sequence += 1)}`,
    });
  expect((await send(socketA)).ok).toBe(true);
  expect((await send(socketB)).ok).toBe(true);
  return { a, b, sendA: () => send(socketA), sendB: () => send(socketB) };
}

describe('the access cache of friend chat', () => {
  it('drops a cached friendship at once on unfriend, and takes the new one on befriend', async () => {
    const { a, b, sendA, sendB } = await chattingFriends();
    expect((await a.client.delete(`/api/friends/${b.id}`)).status).toBe(200);
    // The very next message, on sockets that sent a moment ago, is refused both ways.
    expect(await sendA()).toEqual(REFUSED);
    expect(await sendB()).toEqual(REFUSED);
    await befriend(a, b);
    expect((await sendA()).ok).toBe(true);
  });

  it('drops it at once on block, and a lifted block with a new friendship lets them chat', async () => {
    const { a, b, sendA, sendB } = await chattingFriends();
    expect((await b.client.put(`/api/users/block/${a.id}`)).status).toBe(200);
    expect(await sendA()).toEqual(REFUSED);
    expect(await sendB()).toEqual(REFUSED);
    expect((await b.client.put(`/api/users/unblock/${a.id}`)).status).toBe(200);
    // Unblocking does not restore the friendship the block ended.
    expect(await sendA()).toEqual(REFUSED);
    await befriend(a, b);
    expect((await sendB()).ok).toBe(true);
  });
});
