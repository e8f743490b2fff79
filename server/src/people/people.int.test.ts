import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, or } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../../test/support';
import { befriend, signUp, type Person } from '../../test/social';
import { blocks, friendRequests, friendships } from '../platform/db/schema';
import { newId } from '../platform/ids';
import { blockedEitherWay, hiddenUserIds } from './policies';

describe('profiles, search, block and unblock', () => {
  let server: TestServer;
  const person = (prefix?: string) => signUp(server.url, prefix);
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const profile = (viewer: Person | undefined, id: string) =>
    server.client().get(`/api/users/${id}`, { token: viewer?.token ?? null });

  it('shows a profile with the relation flags to a logged-out visitor, to oneself and to others', async () => {
    const [owner, viewer] = [await person(), await person()];
    await owner.client.put('/api/users/profile', { bio: 'Hello there', interests: ['Music'] });
    const expected = {
      _id: owner.id,
      username: owner.username,
      profilePicture: 'default_avatar.jpg',
      bio: 'Hello there',
      interests: ['Music'],
      isFriend: false,
      requestSent: false,
      requestReceived: false,
      isBlocked: false,
    };
    for (const who of [undefined, owner, viewer]) {
      const response = await profile(who, owner.id);
      expect(response.status).toBe(200);
      expect(response.body).toEqual(expected);
    }
    // An invalid token is a logged-out visitor here, not an error.
    const anonymous = await server.client().get(`/api/users/${owner.id}`, { token: 'nonsense' });
    expect(anonymous.body).toEqual(expected);

    await viewer.client.post(`/api/friends/request/${owner.id}`);
    expect((await profile(viewer, owner.id)).body).toMatchObject({
      requestSent: true,
      requestReceived: false,
      isFriend: false,
    });
    expect((await profile(owner, viewer.id)).body).toMatchObject({
      requestSent: false,
      requestReceived: true,
      isFriend: false,
    });
    await owner.client.post(`/api/friends/accept/${viewer.id}`);
    expect((await profile(viewer, owner.id)).body).toMatchObject({
      isFriend: true,
      requestSent: false,
      requestReceived: false,
    });
  });

  it.each(['not-an-id', newId(), '00000000-0000-0000-0000-000000000000'])(
    "answers 404 'Profile not found.' for the id %s",
    async (id) => {
      const response = await profile(await person(), id);
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message: 'Profile not found.' });
    },
  );

  it('blocks: unfriends, cancels requests both ways, hides both from each other', async () => {
    const [me, them, bystander] = [await person(), await person(), await person()];
    await befriend(me, them);
    await them.client.put('/api/users/profile', { bio: 'secret bio', interests: ['Chess'] });
    await me.client.post(`/api/friends/request/${bystander.id}`);
    const db = server.database.db;
    // A request each way, which the API itself never leaves side by side with a friendship.
    await db.insert(friendRequests).values([
      { senderId: me.id, recipientId: them.id },
      { senderId: them.id, recipientId: me.id },
    ]);

    const blocked = await me.client.put(`/api/users/block/${them.id}`);
    expect(blocked.status).toBe(200);
    expect(blocked.body).toEqual({ message: `${them.username} has been blocked.` });

    const between = (table: typeof friendships | typeof friendRequests) =>
      table === friendships
        ? db
            .select()
            .from(friendships)
            .where(
              or(
                and(eq(friendships.userId, me.id), eq(friendships.friendId, them.id)),
                and(eq(friendships.userId, them.id), eq(friendships.friendId, me.id)),
              ),
            )
        : db
            .select()
            .from(friendRequests)
            .where(
              or(
                and(eq(friendRequests.senderId, me.id), eq(friendRequests.recipientId, them.id)),
                and(eq(friendRequests.senderId, them.id), eq(friendRequests.recipientId, me.id)),
              ),
            );
    expect(await between(friendships)).toEqual([]);
    expect(await between(friendRequests)).toEqual([]);
    expect((await me.client.get('/api/friends')).body).toEqual([]);
    expect((await them.client.get('/api/friends')).body).toEqual([]);
    // Ties with other people are untouched.
    expect((await bystander.client.get('/api/friends/requests')).body).toEqual([
      { _id: me.id, username: me.username, profilePicture: 'default_avatar.jpg' },
    ]);

    // The blocker sees only what the Unblock button needs; the blocked one sees nobody.
    expect((await profile(me, them.id)).body).toEqual({
      _id: them.id,
      username: them.username,
      profilePicture: 'default_avatar.jpg',
      bio: '',
      interests: [],
      isBlocked: true,
      isFriend: false,
      requestSent: false,
      requestReceived: false,
    });
    const hidden = await profile(them, me.id);
    expect(hidden.status).toBe(404);
    expect(hidden.body).toEqual({ message: 'Profile not found.' });
    // Visitors and third parties still see both.
    expect((await profile(undefined, me.id)).status).toBe(200);
    expect((await profile(bystander, them.id)).body.isBlocked).toBe(false);

    const search = async (viewer: Person, text: string) =>
      (await viewer.client.get(`/api/users/search?username=${text}`)).body.map(
        (row: { _id: string }) => row._id,
      );
    expect(await search(me, them.username)).toEqual([]);
    expect(await search(them, me.username)).toEqual([]);
    expect(await search(bystander, them.username)).toEqual([them.id]);

    // Again is fine and changes nothing.
    expect((await me.client.put(`/api/users/block/${them.id}`)).status).toBe(200);
    expect(await db.select().from(blocks).where(eq(blocks.blockerId, me.id))).toHaveLength(1);
  });

  it("unblocks only the viewer's own block", async () => {
    const [me, them] = [await person(), await person()];
    await me.client.put(`/api/users/block/${them.id}`);
    await them.client.put(`/api/users/block/${me.id}`);

    // Both blocked: each still sees the other's reduced profile, to undo their own block.
    expect((await profile(them, me.id)).body.isBlocked).toBe(true);
    const undo = await them.client.put(`/api/users/unblock/${me.id}`);
    expect(undo.status).toBe(200);
    expect(undo.body).toEqual({ message: `${me.username} has been unblocked.` });
    // My block stands: they still cannot see me nor ask me to be friends.
    expect((await profile(them, me.id)).status).toBe(404);
    expect((await them.client.post(`/api/friends/request/${me.id}`)).status).toBe(403);

    const mine = await me.client.put(`/api/users/unblock/${them.id}`);
    expect(mine.body).toEqual({ message: `${them.username} has been unblocked.` });
    expect((await profile(them, me.id)).body).toMatchObject({ isBlocked: false, isFriend: false });
    expect((await profile(me, them.id)).body).toMatchObject({ isBlocked: false });
    // Unblocking someone not blocked is a no-op with the same answer.
    expect((await me.client.put(`/api/users/unblock/${them.id}`)).status).toBe(200);
  });

  it('exports blockedEitherWay and hiddenUserIds for other features', async () => {
    const [me, blockedByMe, blockerOfMe, other] = [
      await person(),
      await person(),
      await person(),
      await person(),
    ];
    await me.client.put(`/api/users/block/${blockedByMe.id}`);
    await blockerOfMe.client.put(`/api/users/block/${me.id}`);
    await blockedByMe.client.put(`/api/users/block/${me.id}`);
    const db = server.database.db;
    expect(await blockedEitherWay(db, me.id, blockedByMe.id)).toBe(true);
    expect(await blockedEitherWay(db, blockedByMe.id, me.id)).toBe(true);
    expect(await blockedEitherWay(db, me.id, blockerOfMe.id)).toBe(true);
    expect(await blockedEitherWay(db, me.id, other.id)).toBe(false);
    expect(await blockedEitherWay(db, blockedByMe.id, blockerOfMe.id)).toBe(false);
    expect((await hiddenUserIds(db, me.id)).sort()).toEqual(
      [blockedByMe.id, blockerOfMe.id].sort(),
    );
    expect(await hiddenUserIds(db, blockerOfMe.id)).toEqual([me.id]);
    expect(await hiddenUserIds(db, other.id)).toEqual([]);
  });

  it('refuses to block or unblock oneself, unknown ids and logged-out callers', async () => {
    const me = await person();
    const self = await me.client.put(`/api/users/block/${me.id}`);
    expect(self.status).toBe(400);
    expect(self.body).toEqual({ message: 'You cannot block yourself.' });
    expect((await me.client.put(`/api/users/unblock/${me.id}`)).status).toBe(400);
    for (const path of ['block', 'unblock']) {
      for (const id of ['nope', newId()]) {
        const response = await me.client.put(`/api/users/${path}/${id}`);
        expect(response.status).toBe(404);
        expect(response.body).toEqual({ message: 'User not found.' });
      }
      const loggedOut = await server.client().put(`/api/users/${path}/${me.id}`);
      expect(loggedOut.status).toBe(401);
    }
    expect(
      await server.database.db.select().from(blocks).where(eq(blocks.blockerId, me.id)),
    ).toEqual([]);
  });

  it('takes a bodyless PUT with or without a JSON content type, as browsers send it', async () => {
    const [me, them] = [await person(), await person()];
    const withType = await me.client.request('PUT', `/api/users/block/${them.id}`, {
      headers: { 'content-type': 'application/json' },
    });
    expect(withType.status).toBe(200);
    const without = await me.client.request('PUT', `/api/users/unblock/${them.id}`);
    expect(without.status).toBe(200);
    const invalidJson = await me.client.request('PUT', `/api/users/block/${them.id}`, {
      headers: { 'content-type': 'application/json' },
      form: undefined,
      json: undefined,
    });
    expect(invalidJson.status).toBe(200);
  });
});
