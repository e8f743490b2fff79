import crypto from 'node:crypto';
import type { Notification } from '@serendip/protocol';
import { registerUser, type TestServer } from '../support';
import { postPhoto } from '../photoFixtures';
import { ask } from '../anonymous';

/** A registered person of the property tests, with what they own. */
export interface Someone {
  id: string;
  token: string;
  email: string;
}

/**
 * The world the property tests attack: an attacker with their own friend, photo, room,
 * conversation and notification, and a victim whose e-mail and private message must never reach
 * the attacker (nor a password hash anyone).
 */
export interface World {
  attacker: Someone;
  victim: Someone;
  /** Strings that may appear in no response or event the attacker gets. */
  secrets: string[];
  ids: {
    users: string[];
    photos: string[];
    conversations: string[];
    rooms: string[];
    notifications: string[];
    /** The victim's private message (for reactions, edits and deletes). */
    messages: string[];
  };
}

async function person(
  server: TestServer,
  prefix: string,
): Promise<Someone & { client: ReturnType<TestServer['client']> }> {
  const client = server.client();
  const tag = crypto.randomBytes(4).toString('hex');
  const registered = await registerUser(client, {
    username: `${prefix}${tag}`,
    email: `${prefix}.${tag}@secret-mail.example`,
  });
  return { id: registered.user._id, token: registered.token, email: registered.email, client };
}

async function friends(
  a: Awaited<ReturnType<typeof person>>,
  b: Awaited<ReturnType<typeof person>>,
) {
  await a.client.post(`/api/friends/request/${b.id}`);
  await b.client.post(`/api/friends/accept/${a.id}`);
  return (await a.client.post(`/api/chat/conversation/${b.id}`)).body._id as string;
}

export async function buildWorld(server: TestServer): Promise<World> {
  const [attacker, ally, victim, carol] = [
    await person(server, 'attacker'),
    await person(server, 'ally'),
    await person(server, 'victim'),
    await person(server, 'carol'),
  ];
  const ownConversation = await friends(attacker, ally);
  const victimConversation = await friends(carol, victim);
  const secret = `SECRET-${crypto.randomBytes(6).toString('hex')}`;
  const socket = await server.socket(victim.token);
  const sent = await ask<{ message: { _id: string } }>(socket, 'sendMessage', {
    conversationId: victimConversation,
    content: secret,
    type: 'text',
    clientId: 'secret1',
  });
  if (!sent.ok) throw new Error(`could not seed the victim's message: ${sent.message}`);
  socket.disconnect();
  const photos = [
    (await postPhoto(attacker.client, 'mine'))._id,
    (await postPhoto(victim.client, 'theirs'))._id,
  ];
  const room = (await attacker.client.post('/api/rooms', { name: 'Attacker room' })).body
    ._id as string;
  const notifications = [
    ...(await attacker.client.get<Notification[]>('/api/notifications')).body,
    ...(await victim.client.get<Notification[]>('/api/notifications')).body,
  ].map((notification) => notification._id);
  return {
    attacker,
    victim,
    secrets: [victim.email, carol.email, secret, '$argon2'],
    ids: {
      users: [attacker.id, ally.id, victim.id, carol.id],
      photos,
      conversations: [ownConversation, victimConversation],
      rooms: [room],
      notifications,
      messages: [sent.message._id],
    },
  };
}

/** The secret found in `text`, if any. */
export const leakIn = (world: World, text: string) =>
  world.secrets.find((secret) => text.includes(secret));
