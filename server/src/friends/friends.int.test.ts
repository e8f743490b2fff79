import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq, or } from 'drizzle-orm';
import { registerUser, startTestServer, type TestServer } from '../../test/support';
import { befriend, signUp } from '../../test/social';
import { friendships } from '../platform/db/schema';
import { newId } from '../platform/ids';
import { areFriends, friendIds } from './queries';

describe('friends list and removal', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const named = async (username: string) => {
    const client = server.client();
    const account = await registerUser(client, { username });
    return { id: account.user._id, username, token: account.token, client };
  };

  it('lists friends by username (any case) with whether each is online now', async () => {
    const tag = Math.random().toString(36).slice(2, 8);
    const me = await named(`me${tag}`);
    const bob = await named(`Bob${tag}`);
    const alice = await named(`alice${tag}`);
    const carol = await named(`carol${tag}`);
    await named(`stranger${tag}`);
    for (const friend of [carol, bob, alice]) await befriend(me, friend);
    await server.socket(bob.token);

    // Presence is recorded just after the socket connects.
    const response = await vi.waitFor(async () => {
      const listed = await me.client.get('/api/friends');
      expect(listed.body[1]?.online).toBe(true);
      return listed;
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual([
      {
        _id: alice.id,
        username: alice.username,
        profilePicture: 'default_avatar.jpg',
        online: false,
      },
      { _id: bob.id, username: bob.username, profilePicture: 'default_avatar.jpg', online: true },
      {
        _id: carol.id,
        username: carol.username,
        profilePicture: 'default_avatar.jpg',
        online: false,
      },
    ]);
    expect((await bob.client.get('/api/friends')).body).toEqual([
      { _id: me.id, username: me.username, profilePicture: 'default_avatar.jpg', online: false },
    ]);

    const db = server.database.db;
    expect((await friendIds(db, me.id)).sort()).toEqual([alice.id, bob.id, carol.id].sort());
    expect(await areFriends(db, me.id, bob.id)).toBe(true);
    expect(await areFriends(db, bob.id, me.id)).toBe(true);
    expect(await areFriends(db, bob.id, alice.id)).toBe(false);
  });

  it('removes a friend for both; again, a stranger or a bad id is 404', async () => {
    const [me, them, stranger] = [
      await signUp(server.url),
      await signUp(server.url),
      await signUp(server.url),
    ];
    await befriend(me, them);
    await befriend(them, stranger);
    const response = await me.client.delete(`/api/friends/${them.id}`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: 'Friend removed.' });
    const rows = await server.database.db
      .select()
      .from(friendships)
      .where(
        or(
          and(eq(friendships.userId, me.id), eq(friendships.friendId, them.id)),
          and(eq(friendships.userId, them.id), eq(friendships.friendId, me.id)),
        ),
      );
    expect(rows).toEqual([]);
    expect((await them.client.get('/api/friends')).body.map((f: { _id: string }) => f._id)).toEqual(
      [stranger.id],
    );

    for (const id of [them.id, stranger.id, newId(), 'bad-id']) {
      const missing = await me.client.delete(`/api/friends/${id}`);
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual({ message: 'Friend not found.' });
    }
    // Someone else's friendship is not mine to end.
    expect(await areFriends(server.database.db, them.id, stranger.id)).toBe(true);
    // And they can become friends again.
    await befriend(them, me);
  });
});
