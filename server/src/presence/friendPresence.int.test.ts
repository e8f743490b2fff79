import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextEvent, startTestServer, type TestServer } from '../../test/support';
import { befriend, collect, pause, signUp } from '../../test/social';

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
    const friendHeard = collect(friendSocket, 'friendOnline');
    const offlineHeard = collect(friendSocket, 'friendOffline');
    const strangerEvents: string[] = [];
    strangerSocket.onAny((event: string) => {
      if (event.startsWith('friend')) strangerEvents.push(event);
    });

    const online = nextEvent(friendSocket, 'friendOnline');
    const firstTab = await server.socket(me.token);
    expect(await online).toEqual({ userId: me.id });

    // A second tab is not news, and closing one of two is not either.
    const secondTab = await server.socket(me.token);
    await pause(300);
    firstTab.disconnect();
    await pause(300);
    expect(friendHeard).toHaveLength(1);
    expect(offlineHeard).toEqual([]);

    const offline = nextEvent(friendSocket, 'friendOffline');
    secondTab.disconnect();
    expect(await offline).toEqual({ userId: me.id });
    await pause(200);
    expect(offlineHeard).toHaveLength(1);
    expect(strangerEvents).toEqual([]);
  });

  it('says nothing for visitors, for a user without friends, nor to the user themself', async () => {
    const [me, loner, offlineFriend] = [
      await signUp(server.url),
      await signUp(server.url),
      await signUp(server.url),
    ];
    await befriend(me, offlineFriend);
    const mySocket = await server.socket(me.token);
    const heard: string[] = [];
    mySocket.onAny((event: string) => {
      if (event.startsWith('friend')) heard.push(event);
    });
    const visitor = await server.socket();
    const lonerSocket = await server.socket(loner.token);
    const myOtherTab = await server.socket(me.token);
    await pause(200);
    for (const socket of [visitor, lonerSocket, myOtherTab]) socket.disconnect();
    await pause(300);
    expect(heard).toEqual([]);
  });
});
