import { expect } from 'vitest';
import type { Client } from '../anonymous';
import { postPhoto } from '../photoFixtures';
import { befriend, signUp, type Person } from '../social';
import type { TestResponse, TestServer } from '../support';

/** The IDOR matrix's small worlds and checks (idor.int.test.ts, idorSockets.int.test.ts). */

/** A (the owner) with friend C, a pending request from D, a photo, a conversation with C, a room. */
export async function world(server: TestServer) {
  const [a, b, c, d] = await Promise.all(
    ['owner', 'outsider', 'friend', 'asker'].map((prefix) => signUp(server.url, prefix)),
  );
  await befriend(a, c);
  expect((await d.client.post(`/api/friends/request/${a.id}`)).status).toBe(201);
  const photo = await postPhoto(a.client, 'original caption');
  const conversation = (await a.client.post(`/api/chat/conversation/${c.id}`)).body._id as string;
  const room = (await a.client.post('/api/rooms', { name: `room${a.username}` })).body
    ._id as string;
  return { a, b, c, d, photo, conversation, room };
}
export type World = Awaited<ReturnType<typeof world>>;

export const refused = (response: TestResponse) => {
  expect([403, 404]).toContain(response.status);
  expect(response.body).toEqual({ message: expect.any(String) });
};

export const friendsOf = async (person: Person) =>
  ((await person.client.get('/api/friends')).body as { _id: string }[]).map((f) => f._id).sort();
export const requestsOf = async (person: Person) =>
  ((await person.client.get('/api/friends/requests')).body as { _id: string }[])
    .map((r) => r._id)
    .sort();
export const unreadOf = async (person: Person) =>
  ((await person.client.get('/api/notifications')).body as { read: boolean }[]).filter(
    (n) => !n.read,
  ).length;

/** A socket of a registered person, in rooms it joined itself. */
export const socketOf = (server: TestServer, person: Person) =>
  server.socket(person.token) as Promise<Client>;
