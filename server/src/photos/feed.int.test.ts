import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FeedPage, Photo } from '@serendip/protocol';
import { startTestServer, type TestServer } from '../../test/support';
import { befriend, block, newMember, postPhoto, type Member } from '../../test/photoFixtures';
import { photos } from '../platform/db/schema';
import { newId } from '../platform/ids';

const captions = (page: FeedPage | Photo[]) =>
  (Array.isArray(page) ? page : page.photos).map((photo) => photo.caption);

/** One world, only read by the tests: me, two friends, a stranger, a friend I blocked, someone who blocked me. */
describe('feed, explore and profile lists', () => {
  let server: TestServer;
  let me: Member,
    ann: Member,
    bob: Member,
    stranger: Member,
    blockedFriend: Member,
    blocker: Member;
  const posts: Record<string, Photo> = {};

  beforeAll(async () => {
    server = await startTestServer();
    [me, ann, bob, stranger, blockedFriend, blocker] = await Promise.all(
      Array.from({ length: 6 }, () => newMember(server)),
    );
    await befriend(server, me, ann);
    await befriend(server, me, bob);
    // Blocking unfriends in the product; the rows stay here to prove the feed checks blocks itself.
    await befriend(server, me, blockedFriend);
    await block(server, me, blockedFriend);
    await block(server, blocker, me);
    const order: [string, Member][] = [
      ['a1', ann],
      ['b1', bob],
      ['a2', ann],
      ['s1', stranger],
      ['m1', me],
      ['x1', blockedFriend],
      ['z1', blocker],
      ['a3', ann],
    ];
    // One at a time: ids are time-ordered, so this is the creation order.
    for (const [name, author] of order) posts[name] = await postPhoto(author.client, name, 40, 80);
    await bob.client.put(`/api/photos/like/${posts.a3._id}`);
    await bob.client.post(`/api/comments/${posts.a3._id}`, { text: 'nice' });
  });
  afterAll(() => server.close());

  it("shows my friends' posts and my own, newest first, with likes and comment counts", async () => {
    const response = await me.client.get<FeedPage>('/api/photos/feed?page=1&limit=10');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ currentPage: 1, totalPages: 1 });
    expect(captions(response.body)).toEqual(['a3', 'm1', 'a2', 'b1', 'a1']);
    expect(response.body.photos[0]).toEqual({
      ...posts.a3,
      likes: [bob.id],
      commentCount: 1,
      comments: [
        {
          _id: expect.any(String),
          user: { _id: bob.id, username: bob.username },
          text: 'nice',
          createdAt: expect.any(String),
        },
      ],
    });
  });

  it('pages the feed: totalPages from the count, a page past the end is empty', async () => {
    const pages = await Promise.all(
      [1, 2, 3].map((page) => me.client.get<FeedPage>(`/api/photos/feed?page=${page}&limit=3`)),
    );
    expect(
      pages.map((page) => [captions(page.body), page.body.currentPage, page.body.totalPages]),
    ).toEqual([
      [['a3', 'm1', 'a2'], 1, 2],
      [['b1', 'a1'], 2, 2],
      [[], 3, 2],
    ]);
    const defaults = await ann.client.get<FeedPage>('/api/photos/feed');
    expect(defaults.body).toMatchObject({ currentPage: 1, totalPages: 1 });
    // Ann's feed: her friend's post and her own.
    expect(captions(defaults.body)).toEqual(['a3', 'm1', 'a2', 'a1']);
  });

  it('needs a login for the feed and checks the page parameters', async () => {
    expect((await server.client().get('/api/photos/feed')).status).toBe(401);
    const bad = await me.client.get('/api/photos/feed?page=0');
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ message: 'page starts at 1.' });
    expect((await me.client.get('/api/photos/explore?limit=500')).status).toBe(400);
  });

  it('explores everyone’s posts for a visitor, with thumbnail and aspect ratio', async () => {
    const response = await server.client().get<FeedPage>('/api/photos/explore?page=1&limit=10');
    expect(response.status).toBe(200);
    expect(captions(response.body)).toEqual(['a3', 'z1', 'x1', 'm1', 's1', 'a2', 'b1', 'a1']);
    expect(response.body).toMatchObject({ currentPage: 1, totalPages: 1 });
    for (const photo of response.body.photos) {
      expect(photo).toMatchObject({
        type: 'image',
        thumbnailUrl: photo.imageUrl,
        aspectRatio: 0.5,
      });
    }
    const second = await server.client().get<FeedPage>('/api/photos/explore?page=2&limit=5');
    expect(second.body).toMatchObject({ currentPage: 2, totalPages: 2 });
    expect(captions(second.body)).toEqual(['a2', 'b1', 'a1']);
  });

  it('leaves blocked pairs out of explore, both ways', async () => {
    const mine = await me.client.get<FeedPage>('/api/photos/explore');
    expect(captions(mine.body)).toEqual(['a3', 'm1', 's1', 'a2', 'b1', 'a1']);
    expect(mine.body.totalPages).toBe(1);
    const theirs = await blockedFriend.client.get<FeedPage>('/api/photos/explore?limit=3');
    expect(captions(theirs.body)).toEqual(['a3', 'z1', 'x1']);
    expect(theirs.body.totalPages).toBe(3);
    const blockers = await blocker.client.get<FeedPage>('/api/photos/explore');
    expect(captions(blockers.body)).not.toContain('m1');
  });

  it("lists a profile's photos newest first, empty across a block either way", async () => {
    await postPhoto(stranger.client, 's2');
    const visitor = await server.client().get<Photo[]>(`/api/photos/user/${stranger.id}`);
    expect(captions(visitor.body)).toEqual(['s2', 's1']);
    const paged = await me.client.get<Photo[]>(`/api/photos/user/${stranger.id}?page=2&limit=1`);
    expect(captions(paged.body)).toEqual(['s1']);

    const cases: [Member, Member][] = [
      [me, blockedFriend],
      [blockedFriend, me],
      [me, blocker],
      [blocker, me],
    ];
    for (const [viewer, owner] of cases) {
      const response = await viewer.client.get<Photo[]>(`/api/photos/user/${owner.id}`);
      expect(response.status).toBe(200);
      expect(response.body).toEqual([]);
    }
    // Visitors and the owners themselves still see them.
    expect(captions((await me.client.get(`/api/photos/user/${me.id}`)).body)).toEqual(['m1']);
    expect(captions((await server.client().get(`/api/photos/user/${me.id}`)).body)).toEqual(['m1']);
  });
});

describe('page counts of long lists', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('counts at most 1000 rows past the page: totalPages is then a lower bound that keeps paging going', async () => {
    const [me, prolific] = await Promise.all([newMember(server), newMember(server)]);
    await befriend(server, me, prolific);
    const rows = Array.from({ length: 1200 }, (_, index) => ({
      id: newId(),
      userId: prolific.id,
      type: 'image' as const,
      imageUrl: `/uploads/photos/${index}.jpg`,
      caption: `post ${index}`,
    }));
    await server.database.db.insert(photos).values(rows);

    const first = await me.client.get<FeedPage>('/api/photos/feed?page=1&limit=10');
    expect(first.body).toMatchObject({ currentPage: 1, totalPages: 101 });
    expect(captions(first.body)).toEqual(
      rows
        .slice(-10)
        .reverse()
        .map((row) => row.caption),
    );
    const last = await me.client.get<FeedPage>('/api/photos/feed?page=120&limit=10');
    expect(last.body).toMatchObject({ currentPage: 120, totalPages: 120 });
    expect(captions(last.body)).toEqual(
      rows
        .slice(0, 10)
        .reverse()
        .map((row) => row.caption),
    );
    const beyond = await me.client.get<FeedPage>('/api/photos/feed?page=121&limit=10');
    expect(beyond.body).toEqual({ photos: [], currentPage: 121, totalPages: 120 });

    const explore = await server.client().get<FeedPage>('/api/photos/explore?page=60&limit=20');
    expect(explore.body).toMatchObject({ currentPage: 60, totalPages: 60 });
    expect(captions(explore.body)).toEqual(
      rows
        .slice(0, 20)
        .reverse()
        .map((row) => row.caption),
    );
  });
});
