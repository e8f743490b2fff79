import { describe, expect, it } from 'vitest';
import type { Notification } from '@serendip/protocol';
import { nextEvent } from './support';
import {
  clusterPerSuite,
  clusterPerTest,
  clustersEnabled,
  pairOf,
  type ClientSocket,
} from './multiProcess';
import { befriend, settled, signUp } from './social';

/** Every event of these names a socket receives, in order. */
function record(socket: ClientSocket, ...events: string[]) {
  const received: { event: string; payload: unknown }[] = [];
  socket.onAny((event: string, payload: unknown) => {
    if (events.includes(event)) received.push({ event, payload });
  });
  return received;
}

describe.skipIf(!clustersEnabled)('social events across server processes sharing Redis', () => {
  const shared = clusterPerSuite(2);

  it('pushes friend request and accept notifications to a socket on the other process', async () => {
    const { cluster, a, b } = shared();
    const onA = await signUp(a.url);
    const onB = await signUp(b.url);
    const socketA = await cluster.socket(a, onA.token);
    const socketB = await cluster.socket(b, onB.token);
    const heardOnB = record(socketB, 'newNotification');

    const request = nextEvent<Notification>(socketA, 'newNotification');
    expect((await onB.client.post(`/api/friends/request/${onA.id}`)).status).toBe(201);
    expect(await request).toMatchObject({
      message: `${onB.username} sent you a friend request.`,
      link: '/friends',
      read: false,
    });

    const accepted = nextEvent<Notification>(socketB, 'newNotification');
    expect((await onA.client.post(`/api/friends/accept/${onB.id}`)).status).toBe(200);
    expect(await accepted).toMatchObject({
      message: `${onA.username} accepted your friend request.`,
      link: `/profile/${onA.id}`,
    });
    // A later notification from A, through the same stream: a second copy of the acceptance
    // (or B's own request echoed back) would have come before it.
    const carol = await signUp(a.url);
    const later = nextEvent<Notification>(socketB, 'newNotification');
    expect((await carol.client.post(`/api/friends/request/${onB.id}`)).status).toBe(201);
    expect(await later).toMatchObject({
      message: `${carol.username} sent you a friend request.`,
    });
    expect(heardOnB).toHaveLength(2);
  });

  it('tells a friend on A when a user comes online and goes offline on B, and no stranger', async () => {
    const { cluster, a, b } = shared();
    const [friend, stranger, user] = [
      await signUp(a.url),
      await signUp(a.url),
      await signUp(b.url),
    ];
    await befriend(user, friend);
    const friendSocket = await cluster.socket(a, friend.token);
    const strangerSocket = await cluster.socket(a, stranger.token);
    const heard = record(friendSocket, 'friendOnline', 'friendOffline');
    const strangerHeard = record(strangerSocket, 'friendOnline', 'friendOffline');

    const online = nextEvent(friendSocket, 'friendOnline');
    const tab = await cluster.socket(b, user.token);
    expect(await online).toEqual({ userId: user.id });
    // A tab on A too: still the same person, online once, and closing it is not news either.
    const otherTab = await cluster.socket(a, user.token);
    // Its presence is in Redis before this answer (A's hub sends both on one connection), so
    // B's last tab closing cannot come first and make the person go offline in between.
    await settled(otherTab);
    otherTab.disconnect();
    const offline = nextEvent(friendSocket, 'friendOffline');
    tab.disconnect();
    expect(await offline).toEqual({ userId: user.id });
    // Coming back on A: A announces a user's changes one after another, so whatever the other
    // tab's coming and going had sent from A would have come before this.
    const back = nextEvent(friendSocket, 'friendOnline');
    await cluster.socket(a, user.token);
    await back;
    const presence = (event: string) => ({ event, payload: { userId: user.id } });
    expect(heard).toEqual([
      presence('friendOnline'),
      presence('friendOffline'),
      presence('friendOnline'),
    ]);
    // The stranger shares A with the friend: each of these reached both at once, or neither.
    await settled(strangerSocket);
    expect(strangerHeard).toEqual([]);
  });

  // Each of these stops process B: a cluster of its own.
  describe('when a process goes', () => {
    const start = clusterPerTest();

    it('tells a friend on A when the process holding the user dies or stops', async () => {
      const { cluster, a, b } = pairOf(await start(2));
      const [friend, user] = [await signUp(a.url), await signUp(a.url)];
      await befriend(user, friend);
      const friendSocket = await cluster.socket(a, friend.token);
      const online = nextEvent(friendSocket, 'friendOnline');
      await cluster.socket(b, user.token);
      await online;

      const offline = nextEvent(friendSocket, 'friendOffline', 20_000);
      const killedAt = Date.now();
      await b.kill('SIGKILL');
      expect(await offline).toEqual({ userId: user.id });
      console.info(`friendOffline for a killed process arrived after ${Date.now() - killedAt} ms`);
    }, 40_000);

    // The presence feature's stop waits for the friends query of each person it let go, and runs
    // before Redis and the database close: otherwise friendOffline would be lost.
    it('tells a friend on A when the process holding the user shuts down gracefully', async () => {
      const { cluster, a, b } = pairOf(await start(2));
      const [friend, user] = [await signUp(a.url), await signUp(a.url)];
      await befriend(user, friend);
      const friendSocket = await cluster.socket(a, friend.token);
      const online = nextEvent(friendSocket, 'friendOnline');
      await cluster.socket(b, user.token);
      await online;

      const offline = nextEvent(friendSocket, 'friendOffline');
      await b.kill('SIGTERM');
      expect(await offline).toEqual({ userId: user.id });
    });
  });
});
