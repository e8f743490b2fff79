import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { registerUser, startTestServer, type TestServer } from '../../test/support';
import { blocks, friendRequests, friendships } from '../platform/db/schema';

describe('recommendations', () => {
  let server: TestServer;
  beforeEach(async () => {
    server = await startTestServer();
  });
  afterEach(() => server.close());

  /** Registers a user with these interests; users are made one after another, so later means newer. */
  async function person(interests: string[]) {
    const client = server.client();
    const account = await registerUser(client);
    if (interests.length) {
      const response = await client.put('/api/users/profile', { interests });
      expect(response.status).toBe(200);
    }
    return { id: account.user._id, username: account.username, token: account.token };
  }

  const recommendationsFor = async (token: string) => {
    const response = await server.client().get('/api/users/recommendations', { token });
    expect(response.status).toBe(200);
    return response.body as { _id: string; username: string; profilePicture: string }[];
  };

  it('ranks shared interests first (more shared, then newest), then others, and leaves out the excluded', async () => {
    const me = await person(['Music', 'Travel', 'Food']);
    const oneOld = await person(['Music']);
    const two = await person(['Travel', 'Music', 'Chess']);
    const three = await person(['Food', 'Travel', 'Music']);
    const noInterests = await person([]);
    const friend = await person(['Music', 'Travel', 'Food']);
    const blockedByMe = await person(['Music']);
    const blockerOfMe = await person(['Music']);
    const requestedByMe = await person(['Music']);
    const requestedMe = await person(['Food']);
    const otherInterests = await person(['Chess', 'music']);
    const oneNew = await person(['Travel']);

    const db = server.database.db;
    await db.insert(friendships).values([
      { userId: me.id, friendId: friend.id },
      { userId: friend.id, friendId: me.id },
    ]);
    await db.insert(blocks).values([
      { blockerId: me.id, blockedId: blockedByMe.id },
      { blockerId: blockerOfMe.id, blockedId: me.id },
    ]);
    await db.insert(friendRequests).values([
      { senderId: me.id, recipientId: requestedByMe.id },
      { senderId: requestedMe.id, recipientId: me.id },
    ]);

    const list = await recommendationsFor(me.token);
    expect(list.map((user) => user._id)).toEqual([
      three.id,
      two.id,
      oneNew.id,
      requestedMe.id,
      oneOld.id,
      otherInterests.id,
      noInterests.id,
    ]);
    expect(list[0]).toEqual({
      _id: three.id,
      username: expect.any(String),
      profilePicture: 'default_avatar.jpg',
    });
    expect(Object.keys(list[0]).sort()).toEqual(['_id', 'profilePicture', 'username']);

    // A block hides both people from each other, whoever blocked.
    const fromBlocker = await recommendationsFor(blockerOfMe.token);
    expect(fromBlocker.map((user) => user._id)).not.toContain(me.id);
    expect(fromBlocker.map((user) => user._id)).not.toContain(blockerOfMe.id);
  });

  it('answers at most 20, the newest first when nobody shares an interest', async () => {
    const me = await person([]);
    const others = [];
    for (let index = 0; index < 22; index += 1)
      others.push(await person(index % 2 ? ['Music'] : []));
    const list = await recommendationsFor(me.token);
    expect(list.map((user) => user._id)).toEqual(
      others
        .slice(2)
        .reverse()
        .map((user) => user.id),
    );
  });

  it('fills up to 20 with shared-interest people before anyone else', async () => {
    const me = await person(['Music']);
    const others = [];
    for (let index = 0; index < 24; index += 1)
      others.push(await person(index < 21 ? ['Music'] : ['Art']));
    const list = await recommendationsFor(me.token);
    const sharing = others
      .slice(0, 21)
      .reverse()
      .map((user) => user.id);
    expect(list.map((user) => user._id)).toEqual(sharing.slice(0, 20));
  });
});
