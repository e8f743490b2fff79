import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FeedPage } from '@serendip/protocol';
import { startTestServer, type TestServer } from '../../test/support';
import { befriend, block, newMember, postPhoto, type Member } from '../../test/photoFixtures';
import { photoLikes, photos } from '../platform/db/schema';
import { newId } from '../platform/ids';
import { hiddenUserIds } from '../people/policies';
import { POST_IDS_KEPT, postsChanged } from './feedCache';
import { presentPhoto } from './presenter';
import { RECENT_ROWS_TTL_MS } from './recentRows';
import { COUNT_LOOKAHEAD, countFriendsPhotos, friendsPhotos } from './queries';

const captions = (page: FeedPage) => page.photos.map((photo) => photo.caption);

/**
 * The feed's first pages merged in memory from cached id lists, exact for every
 * viewer. Each answer is compared with the uncached queries; the writes go through the API (the
 * services drop the lists), or straight to the database as another process would.
 */
describe('feed served from cached id lists', () => {
  let server: TestServer;
  let me: Member, ann: Member, bob: Member, blockedFriend: Member, blocker: Member;
  let stranger: Member;

  /** The feed as the database says it is now (no cache), for `viewer`. */
  async function uncached(viewer: Member, page: number, limit: number): Promise<FeedPage> {
    const db = server.database.db;
    const hidden = await hiddenUserIds(db, viewer.id);
    const window = { limit, offset: (page - 1) * limit };
    const [rows, total] = await Promise.all([
      friendsPhotos(db, viewer.id, hidden, window),
      countFriendsPhotos(db, viewer.id, hidden, window.offset + limit + COUNT_LOOKAHEAD),
    ]);
    return {
      photos: rows.map(presentPhoto),
      currentPage: page,
      totalPages: Math.ceil(total / limit),
    };
  }

  async function feed(viewer: Member, page = 1, limit = 10): Promise<FeedPage> {
    const response = await viewer.client.get<FeedPage>(
      `/api/photos/feed?page=${page}&limit=${limit}`,
    );
    expect(response.status).toBe(200);
    return response.body;
  }

  /** Every page shape below against the uncached queries, for each viewer. */
  async function expectExact(viewers: Member[], pages: [number, number][]) {
    for (const viewer of viewers)
      for (const [page, limit] of pages)
        expect(await feed(viewer, page, limit)).toEqual(await uncached(viewer, page, limit));
  }

  beforeAll(async () => {
    server = await startTestServer();
    [me, ann, bob, blockedFriend, blocker, stranger] = await Promise.all(
      Array.from({ length: 6 }, () => newMember(server)),
    );
    await befriend(server, me, ann);
    await befriend(server, me, bob);
    // Friendship rows that a block would have ended: the feed must hide them by itself.
    await befriend(server, me, blockedFriend);
    await block(server, me, blockedFriend);
    await befriend(server, me, blocker);
    await block(server, blocker, me);
    const authors = [ann, bob, me, blockedFriend, blocker, stranger, ann, bob, ann];
    for (const [index, author] of authors.entries())
      await postPhoto(author.client, `p${index}`, 40, 40);
    const newest = (await feed(me)).photos[0]!;
    await bob.client.put(`/api/photos/like/${newest._id}`);
    await bob.client.post(`/api/comments/${newest._id}`, { text: 'nice' });
    // A comment by someone I hide is not counted for me.
    await blocker.client.post(`/api/comments/${newest._id}`, { text: 'hidden from me' });
  });
  afterAll(() => server.close());

  it('answers what the database says, for viewers with friends and blocked pairs both ways', async () => {
    const pages: [number, number][] = [
      [1, 10],
      [2, 2],
      [1, 3],
      [3, 2],
      [9, 1],
    ];
    await expectExact([me, ann, bob, blockedFriend, blocker, stranger], pages);
    const mine = await feed(me);
    expect(captions(mine)).toEqual(['p8', 'p7', 'p6', 'p2', 'p1', 'p0']);
    expect(mine.photos[0]).toMatchObject({ likes: [bob.id], commentCount: 1 });
  });

  it("shows a friend's new post at once, and drops a deleted one at once", async () => {
    await feed(me); // the lists are cached now
    const posted = await postPhoto(ann.client, 'fresh');
    expect(captions(await feed(me))[0]).toBe('fresh');
    await expectExact([me, ann], [[1, 10]]);
    expect((await ann.client.delete(`/api/photos/${posted._id}`)).status).toBe(200);
    expect((await feed(me)).photos.map((photo) => photo._id)).not.toContain(posted._id);
    await expectExact([me, ann], [[1, 10]]);
  });

  it('follows unfriend, befriend, block and unblock at once', async () => {
    const bobs = (page: FeedPage) => page.photos.filter((photo) => photo.user._id === bob.id);
    expect(bobs(await feed(me))).not.toEqual([]);
    expect((await me.client.delete(`/api/friends/${bob.id}`)).status).toBe(200);
    expect(bobs(await feed(me))).toEqual([]);
    expect(bobs(await feed(bob))).toEqual(bobs(await uncached(bob, 1, 10)));
    expect(captions(await feed(bob))).not.toContain('p2'); // mine, gone from bob's feed too

    expect((await me.client.post(`/api/friends/request/${bob.id}`)).status).toBe(201);
    expect((await bob.client.post(`/api/friends/accept/${me.id}`)).status).toBe(200);
    expect(bobs(await feed(me))).not.toEqual([]);
    await expectExact([me, bob], [[1, 10]]);

    expect((await bob.client.put(`/api/users/block/${me.id}`)).status).toBe(200);
    expect(bobs(await feed(me))).toEqual([]);
    await expectExact([me, bob], [[1, 10]]);
    expect((await bob.client.put(`/api/users/unblock/${me.id}`)).status).toBe(200);
    // the block ended the friendship: bob's posts stay out, and the count says so
    await expectExact([me, bob], [[1, 10]]);
  });

  it("keeps a page's rows a moment: likes and comments through this server show at once, another process's within the TTL", async () => {
    const newest = (await feed(ann)).photos[0]!; // ann hides nobody: her page's rows are kept now
    expect((await stranger.client.put(`/api/photos/like/${newest._id}`)).status).toBe(200);
    const commented = await stranger.client.post(`/api/comments/${newest._id}`, { text: 'hi' });
    expect(commented.status).toBe(201);
    const afterWrites = await feed(ann);
    const likedHere = [...newest.likes, stranger.id];
    expect(afterWrites.photos[0]).toMatchObject({
      likes: likedHere,
      commentCount: newest.commentCount + 1,
    });
    expect(afterWrites).toEqual(await uncached(ann, 1, 10));

    // As another process would: a like straight into the database, no notice to this one.
    const keptAt = Date.now();
    await feed(ann);
    await server.database.db
      .insert(photoLikes)
      .values({ photoId: newest._id, userId: blockedFriend.id });
    const soon = await feed(ann);
    // Served from the copy while it lasts (checked only when this ran within it).
    if (Date.now() - keptAt < RECENT_ROWS_TTL_MS) expect(soon.photos[0]!.likes).toEqual(likedHere);
    await expect
      .poll(async () => (await feed(ann)).photos[0]!.likes, {
        timeout: RECENT_ROWS_TTL_MS + 2000,
        interval: 50,
      })
      .toEqual([...likedHere, blockedFriend.id]);
    expect(await feed(ann)).toEqual(await uncached(ann, 1, 10));
  });

  it('answers from the database when a post went without notice', async () => {
    const page = await feed(me);
    const gone = page.photos[0]!._id;
    await server.database.db.delete(photos).where(eq(photos.id, gone));
    const after = await feed(me);
    expect(after.photos.map((photo) => photo._id)).not.toContain(gone);
    expect(after).toEqual(await uncached(me, 1, 10));
  });

  it('pages past the kept ids from the database, still exact, with exact counts', async () => {
    await feed(me);
    const more = Array.from({ length: POST_IDS_KEPT + 15 }, (_, index) => ({
      id: newId(),
      userId: [ann, me][index % 2]!.id,
      caption: `bulk${index}`,
      type: 'image' as const,
      imageUrl: '/uploads/bulk.jpg',
    }));
    // As another process would: the rows, then the drop its service sends.
    await server.database.db.insert(photos).values(more);
    await postsChanged(server.server.ctx, ann.id);
    await postsChanged(server.server.ctx, me.id);
    await expectExact(
      [me, ann],
      [
        [1, 10],
        [6, 10],
        [7, 10],
        [3, 25],
        [2, POST_IDS_KEPT / 2], // the last page the kept ids serve
        [1, 50],
        [2, 50],
      ],
    );
  });
});
