import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Notification } from '@serendip/protocol';
import { nextEvent, startTestServer, type TestServer } from '../../test/support';
import { collect, settled, signUp, type Person } from '../../test/social';
import { newId } from '../platform/ids';

describe('friend requests', () => {
  let server: TestServer;
  const person = () => signUp(server.url);
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const ids = async (who: Person, path: string) =>
    ((await who.client.get(path)).body as { _id: string }[]).map((row) => row._id);
  const requestsOf = (who: Person) => ids(who, '/api/friends/requests');
  const friendsOf = (who: Person) => ids(who, '/api/friends');
  const notificationsOf = async (who: Person) =>
    (await who.client.get('/api/notifications')).body as Notification[];

  it('sends a request: 201, listed for the recipient, who is notified live; the sender is not', async () => {
    const [me, them] = [await person(), await person()];
    const mySocket = await server.socket(me.token);
    const theirSocket = await server.socket(them.token);
    const mine = collect(mySocket, 'newNotification');
    const arriving = nextEvent<Notification>(theirSocket, 'newNotification');

    const response = await me.client.post(`/api/friends/request/${them.id}`);
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ message: 'Friend request sent.' });
    const pushed = await arriving;
    expect(pushed).toEqual({
      _id: expect.any(String),
      message: `${me.username} sent you a friend request.`,
      link: '/friends',
      read: false,
      createdAt: expect.any(String),
      // Extras: who sent it and what it is about.
      actor: { _id: me.id, username: me.username, profilePicture: 'default_avatar.jpg' },
      target: { kind: 'friendRequest', id: me.id },
    });
    expect(await notificationsOf(them)).toEqual([pushed]);
    expect((await them.client.get('/api/friends/requests')).body).toEqual([
      { _id: me.id, username: me.username, profilePicture: 'default_avatar.jpg' },
    ]);
    expect(await requestsOf(me)).toEqual([]);

    const again = await me.client.post(`/api/friends/request/${them.id}`);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: 'Friend request already sent.' });
    await settled(mySocket);
    expect(mine).toEqual([]);
    expect(await notificationsOf(them)).toHaveLength(1);
    expect(await notificationsOf(me)).toEqual([]);
  });

  it('lists pending requests newest first', async () => {
    const [me, first, second] = [await person(), await person(), await person()];
    // The database's now() counts microseconds: the second request is later, with no wait.
    await first.client.post(`/api/friends/request/${me.id}`);
    await second.client.post(`/api/friends/request/${me.id}`);
    expect(await requestsOf(me)).toEqual([second.id, first.id]);
  });

  it('accepts: both become friends, the request is gone, and only the sender is notified', async () => {
    const [me, them] = [await person(), await person()];
    await them.client.post(`/api/friends/request/${me.id}`);
    const mySocket = await server.socket(me.token);
    const theirSocket = await server.socket(them.token);
    const mine = collect(mySocket, 'newNotification');
    const arriving = nextEvent<Notification>(theirSocket, 'newNotification');

    const response = await me.client.post(`/api/friends/accept/${them.id}`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: 'Friend request accepted.' });
    expect(await arriving).toMatchObject({
      message: `${me.username} accepted your friend request.`,
      link: `/profile/${me.id}`,
      read: false,
    });
    expect(await friendsOf(me)).toEqual([them.id]);
    expect(await friendsOf(them)).toEqual([me.id]);
    expect(await requestsOf(me)).toEqual([]);

    const again = await me.client.post(`/api/friends/accept/${them.id}`);
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ message: 'Friend request not found.' });
    const friendsAlready = await them.client.post(`/api/friends/request/${me.id}`);
    expect(friendsAlready.status).toBe(409);
    expect(friendsAlready.body).toEqual({ message: 'You are already friends.' });
    await settled(mySocket);
    expect(mine).toEqual([]);
  });

  it('turns a request to someone who already asked into a friendship (crossing requests)', async () => {
    const [me, them] = [await person(), await person()];
    await them.client.post(`/api/friends/request/${me.id}`);
    const theirSocket = await server.socket(them.token);
    const arriving = nextEvent<Notification>(theirSocket, 'newNotification');

    const response = await me.client.post(`/api/friends/request/${them.id}`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: 'You are now friends.' });
    expect(await arriving).toMatchObject({
      message: `${me.username} accepted your friend request.`,
      link: `/profile/${me.id}`,
    });
    expect(await friendsOf(me)).toEqual([them.id]);
    expect(await friendsOf(them)).toEqual([me.id]);
    expect(await requestsOf(me)).toEqual([]);
    expect(await requestsOf(them)).toEqual([]);
  });

  it('settles two requests sent at the same moment as one friendship', async () => {
    const [me, them] = [await person(), await person()];
    const responses = await Promise.all([
      me.client.post(`/api/friends/request/${them.id}`),
      them.client.post(`/api/friends/request/${me.id}`),
    ]);
    expect(responses.map((response) => response.status).sort()).toEqual([200, 201]);
    expect(await friendsOf(me)).toEqual([them.id]);
    expect(await requestsOf(me)).toEqual([]);
    expect(await requestsOf(them)).toEqual([]);
  });

  it('rejects: the request is gone and the sender hears nothing', async () => {
    const [me, them] = [await person(), await person()];
    await them.client.post(`/api/friends/request/${me.id}`);
    const theirSocket = await server.socket(them.token);
    const theirs = collect(theirSocket, 'newNotification');
    const response = await me.client.post(`/api/friends/reject/${them.id}`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: 'Friend request rejected.' });
    expect(await requestsOf(me)).toEqual([]);
    expect(await friendsOf(me)).toEqual([]);
    const again = await me.client.post(`/api/friends/reject/${them.id}`);
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ message: 'Friend request not found.' });
    await settled(theirSocket);
    expect(theirs).toEqual([]);
    expect(await notificationsOf(them)).toEqual([]);
    // They may ask again.
    expect((await them.client.post(`/api/friends/request/${me.id}`)).status).toBe(201);
  });

  it("cannot accept or reject a request one sent, nor someone else's", async () => {
    const [me, them, other] = [await person(), await person(), await person()];
    await me.client.post(`/api/friends/request/${them.id}`);
    for (const [who, id] of [
      [me, them.id],
      [other, me.id],
      [other, them.id],
    ] as const) {
      for (const action of ['accept', 'reject']) {
        const response = await who.client.post(`/api/friends/${action}/${id}`);
        expect(response.status).toBe(404);
        expect(response.body).toEqual({ message: 'Friend request not found.' });
      }
    }
    expect(await requestsOf(them)).toEqual([me.id]);
    expect(await friendsOf(me)).toEqual([]);
    expect(await friendsOf(other)).toEqual([]);
  });

  it('refuses oneself, unknown ids and blocked people, either way', async () => {
    const [me, blockedByMe, blockerOfMe] = [await person(), await person(), await person()];
    const self = await me.client.post(`/api/friends/request/${me.id}`);
    expect(self.status).toBe(400);
    expect(self.body).toEqual({ message: 'You cannot send a friend request to yourself.' });
    for (const id of ['not-an-id', newId()]) {
      const unknown = await me.client.post(`/api/friends/request/${id}`);
      expect(unknown.status).toBe(404);
      expect(unknown.body).toEqual({ message: 'User not found.' });
    }
    await me.client.put(`/api/users/block/${blockedByMe.id}`);
    await blockerOfMe.client.put(`/api/users/block/${me.id}`);
    for (const [from, to] of [
      [me, blockedByMe],
      [blockedByMe, me],
      [me, blockerOfMe],
      [blockerOfMe, me],
    ]) {
      const response = await from.client.post(`/api/friends/request/${to.id}`);
      expect(response.status).toBe(403);
      expect(response.body).toEqual({ message: 'You cannot send a friend request to this user.' });
    }
    expect(await requestsOf(me)).toEqual([]);
    expect(await notificationsOf(me)).toEqual([]);
    for (const id of ['bad', newId()]) {
      for (const action of ['accept', 'reject']) {
        const response = await me.client.post(`/api/friends/${action}/${id}`);
        expect(response.status).toBe(404);
        expect(response.body).toEqual({ message: 'Friend request not found.' });
      }
    }
  });

  it('needs a login for every friends endpoint', async () => {
    const someone = await person();
    const anonymous = server.client();
    for (const [method, path] of [
      ['GET', '/api/friends'],
      ['GET', '/api/friends/requests'],
      ['POST', `/api/friends/request/${someone.id}`],
      ['POST', `/api/friends/accept/${someone.id}`],
      ['POST', `/api/friends/reject/${someone.id}`],
      ['DELETE', `/api/friends/${someone.id}`],
    ]) {
      const response = await anonymous.request(method, path);
      expect(response.status, `${method} ${path}`).toBe(401);
      expect(response.body).toEqual({ message: 'Please log in to continue.' });
    }
    expect(await requestsOf(someone)).toEqual([]);
  });
});
