import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Conversation, PublicConfig } from '@serendip/protocol';
import { clusterPerTest, clustersEnabled, type ClientSocket } from './multiProcess';
import { startPushReceiver, type PushReceiver } from './pushReceiver';
import { befriend, eventually, pause, signUp, type Person } from './social';

/** How long a push may take to arrive: two processes, PostgreSQL and Redis share two cores. */
const PUSH_ARRIVAL_MS = 15_000;

async function send(socket: ClientSocket, conversationId: string, content: string) {
  const ack = await socket.emitWithAck('sendMessage', { conversationId, content, type: 'text' });
  expect(ack.ok).toBe(true);
}

/** Waits until `viewer`'s friends list, answered by the viewer's process, shows `friend` so. */
async function friendOnlineIs(viewer: Person, friend: Person, online: boolean) {
  await eventually(async () => {
    const friends = await viewer.client.get<{ _id: string; online: boolean }[]>('/api/friends');
    expect(friends.body.find(({ _id }) => _id === friend.id)?.online).toBe(online);
  });
}

describe.skipIf(!clustersEnabled)('web push across server processes sharing Redis', () => {
  let receiver: PushReceiver;
  beforeAll(async () => {
    receiver = await startPushReceiver();
  });
  afterAll(() => receiver?.close());
  const startCluster = clusterPerTest();

  /** Ann on the first process, Bob (subscribed through the second) with no socket anywhere. */
  async function friendsOnTwoProcesses() {
    const cluster = await startCluster(2, receiver.env);
    const [first, second] = cluster.processes;
    const ann: Person = await signUp(first.url, 'ann');
    const bob: Person = await signUp(second.url, 'bob');
    await befriend(ann, bob);
    const opened = await ann.client.post<Conversation>(`/api/chat/conversation/${bob.id}`);
    const device = receiver.subscribe();
    const { endpoint, keys } = device;
    expect((await bob.client.post('/api/push/subscriptions', { endpoint, keys })).status).toBe(201);
    const annSocket = await cluster.socket(first, ann.token);
    return { cluster, first, second, ann, bob, device, annSocket, conversationId: opened.body._id };
  }

  it('every process signs with the same VAPID key', async () => {
    const cluster = await startCluster(2, receiver.env);
    const keys = await Promise.all(
      cluster.processes.map(async (process) => {
        const config = (await (await fetch(`${process.url}/api/config`)).json()) as PublicConfig;
        return config.push?.publicKey;
      }),
    );
    expect(keys[0]).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  it('pushes a message once, not once per process', async () => {
    const { ann, device, annSocket, conversationId } = await friendsOnTwoProcesses();
    await send(annSocket, conversationId, 'first');
    await eventually(() => expect(device.received).toHaveLength(1), PUSH_ARRIVAL_MS);
    await send(annSocket, conversationId, 'second');
    await eventually(() => expect(device.received).toHaveLength(2), PUSH_ARRIVAL_MS);
    // Time for a second copy of either to arrive, had another process sent one too.
    await pause(500);
    expect(device.received.map(({ payload }) => payload)).toEqual([
      expect.objectContaining({ title: ann.username, tag: `conversation:${conversationId}` }),
      expect.objectContaining({ title: ann.username, tag: `conversation:${conversationId}` }),
    ]);
  });

  it('sends nothing while the person has a socket on another process', async () => {
    const { cluster, second, ann, bob, device, annSocket, conversationId } =
      await friendsOnTwoProcesses();
    const bobSocket = await cluster.socket(second, bob.token);
    // Presence is written after the connection opens: wait until every process sees Bob.
    await friendOnlineIs(ann, bob, true);
    const heard = new Promise((resolve) => bobSocket.once('receiveMessage', resolve));
    await send(annSocket, conversationId, 'you are online');
    await heard;
    bobSocket.disconnect();
    await friendOnlineIs(ann, bob, false);
    // Offline again: only the next message is pushed.
    await send(annSocket, conversationId, 'now you are not');
    await eventually(() => expect(device.received).toHaveLength(1), PUSH_ARRIVAL_MS);
    await pause(300);
    expect(device.received.map(({ payload }) => payload)).toEqual([
      expect.objectContaining({ tag: `conversation:${conversationId}` }),
    ]);
  });
});
