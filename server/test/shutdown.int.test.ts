import { describe, expect, it, vi } from 'vitest';
import type { Room } from '@serendip/protocol';
import { registerUserOverHttp, startTestServer } from './support';
import { watchHeldResources } from './heldResources';
import { HANG_MS } from '../src/platform/hub/redisConnection';

/** A little of everything a person does: HTTP with a session, a socket, a room message. */
async function useServer(): Promise<void> {
  const server = await startTestServer();
  try {
    const client = server.client();
    const { token } = await registerUserOverHttp(client);
    expect((await client.get('/api/users/profile')).status).toBe(200);
    const room = await client.post<Room>('/api/rooms', { name: 'shutdown' });
    expect(room.status).toBe(201);
    const socket = await server.socket(token);
    expect(await socket.emitWithAck('getOnlineUsersCount')).toBeGreaterThan(0);
    expect(await socket.emitWithAck('joinRoom', room.body._id)).toMatchObject({ ok: true });
    const sent = await socket.emitWithAck('sendRoomMessage', {
      roomId: room.body._id,
      content: 'last words',
      type: 'text',
      clientId: 'shutdown-1',
    });
    expect(sent).toMatchObject({ ok: true });
  } finally {
    await server.close();
  }
}

describe('a stopped server', () => {
  it('leaves no timer, socket, handle or worker behind', async () => {
    // A first run makes what the process keeps for good (modules' lazy singletons, the HTTP
    // client's pool): only what a second start makes and its stop forgets is the server's leak.
    await useServer();
    const watch = watchHeldResources();
    try {
      await useServer();
      // Closing is awaited, but a peer's side of a connection ends a moment after ours. On Redis,
      // a stream read sent just before the stop holds its command timer (node-redis makes it with
      // AbortSignal.timeout, which nothing can clear) until HANG_MS after it was sent.
      await vi.waitFor(() => expect(watch.held()).toEqual([]), {
        timeout: HANG_MS + 3000,
        interval: 100,
      });
    } finally {
      watch.stop();
    }
  });
});
