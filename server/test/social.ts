import { expect, vi } from 'vitest';
import type { Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '@serendip/protocol';
import { registerUser, TestClient } from './support';

/** A registered user with their own HTTP client (cookie jar, token). */
export interface Person {
  id: string;
  username: string;
  token: string;
  client: TestClient;
}

/** Registers a user on the server at `baseUrl` (a TestServer's or a cluster process's url). */
export async function signUp(baseUrl: string, prefix = 'user'): Promise<Person> {
  const client = new TestClient(baseUrl);
  const { username, token, user } = await registerUser(client, {
    username: `${prefix}${Math.random().toString(36).slice(2, 10)}`,
  });
  return { id: user._id, username, token, client };
}

/** Makes `a` and `b` friends through the API (request, then accept). */
export async function befriend(a: Person, b: Person): Promise<void> {
  expect((await a.client.post(`/api/friends/request/${b.id}`)).status).toBe(201);
  expect((await b.client.post(`/api/friends/accept/${a.id}`)).status).toBe(200);
}

/** Records every `event` a socket receives, to assert later that some did not arrive. */
export function collect<T = unknown>(socket: Socket, event: string): T[] {
  const received: T[] = [];
  socket.on(event, (payload: T) => received.push(payload));
  return received;
}

/**
 * Resolves once everything the server sent these sockets so far has arrived: one acknowledged
 * round trip each (\`getOnlineUsersCount\`). A connection delivers in order, so an event the
 * server emitted while handling an earlier request or event is in before the answer (with the
 * Redis adapter, such an event reaches a local socket once Redis took it, before the later Redis
 * reply this answer waits for). Used instead of a fixed pause to show that something did not
 * arrive. It does not order what another process relays: there, await a later event on that path.
 */
export async function settled(
  ...sockets: Socket<ServerToClientEvents, ClientToServerEvents>[]
): Promise<void> {
  await Promise.all(sockets.map((socket) => socket.emitWithAck('getOnlineUsersCount')));
}

/**
 * Lets wall-clock time pass. Only for what takes time by nature (an outage, a send rate, a retry
 * delay); to show that something did not arrive, await `settled` or an event ordered after it.
 */
export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits until `check` passes (it throws or rejects until then), failing after timeoutMs. An async
 * check is awaited on each try.
 */
export async function eventually(check: () => unknown, timeoutMs = 5000): Promise<void> {
  await vi.waitFor(check, { timeout: timeoutMs, interval: 25 });
}
