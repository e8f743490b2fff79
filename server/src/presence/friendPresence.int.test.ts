import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextEvent, startTestServer, type TestServer } from '../../test/support';
import { befriend, pause, settled, signUp } from '../../test/social';

describe('friendOnline and friendOffline', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it("reach a friend's sockets when the user's first socket opens and the last one closes", async () => {
    const [me, friend, stranger] = [
      await signUp(server.url),
      await signUp(server.url),
      await signUp(server.url),
    ];
    await befriend(me, friend);
    const friendSocket = await server.socket(friend.token);
    const strangerSocket = await server.socket(stranger.token);
    const friendHeard: unknown[][] = [];
    friendSocket.onAny((event: string, payload: unknown) => {
      if (event.startsWith('friend')) friendHeard.push([event, payload]);
    });
    const strangerEvents: string[] = [];
    strangerSocket.onAny((event: string) => {
      if (event.startsWith('friend')) strangerEvents.push(event);
    });

    const online = nextEvent(friendSocket, 'friendOnline');
    const firstTab = await server.socket(me.token);
    expect(await online).toEqual({ userId: me.id });
    // A second tab is not news, and closing one of two is not either.
    const secondTab = await server.socket(me.token);
    firstTab.disconnect();
    const offline = nextEvent(friendSocket, 'friendOffline');
    secondTab.disconnect();
    await offline;
    // A user's announcements go out one after another: whatever the second tab's coming and the
    // first one's going had sent would be in before this one.
    const onlineAgain = nextEvent(friendSocket, 'friendOnline');
    await server.socket(me.token);
    await onlineAgain;
    expect(friendHeard).toEqual([
      ['friendOnline', { userId: me.id }],
      ['friendOffline', { userId: me.id }],
      ['friendOnline', { userId: me.id }],
    ]);
    // Each announcement is one emit to the friends' rooms: had it reached the stranger, it would
    // have before this round trip's answer.
    await settled(strangerSocket);
    expect(strangerEvents).toEqual([]);
  });

  it('says nothing for visitors, for a user without friends, nor to the user themself', async () => {
    const [me, loner, friend] = [
      await signUp(server.url),
      await signUp(server.url),
      await signUp(server.url),
    ];
    await befriend(me, friend);
    const friendSocket = await server.socket(friend.token);
    const heard: string[] = [];
    const told = nextEvent(friendSocket, 'friendOnline');
    const mySocket = await server.socket(me.token);
    // My friend's own coming online may still be on its way to me: that one is right.
    mySocket.onAny((event: string, payload: { userId?: string }) => {
      if (event.startsWith('friend') && payload?.userId !== friend.id) heard.push(event);
    });
    const visitor = await server.socket();
    const lonerSocket = await server.socket(loner.token);
    const myOtherTab = await server.socket(me.token);
    for (const socket of [visitor, lonerSocket, myOtherTab]) socket.disconnect();
    // My coming online reached my friend; the same emit would have reached me by now.
    expect(await told).toEqual({ userId: me.id });
    await settled(mySocket);
    expect(heard).toEqual([]);
    // A visitor's or a friendless user's presence is announced through nothing that answers or
    // sends later: only time shows that nothing went out (to everyone, say).
    await pause(100);
    expect(heard).toEqual([]);
  });
});
