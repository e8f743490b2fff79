import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FeedPage } from '@serendip/protocol';
import { startTestServer, type TestServer } from '../../test/support';
import { block, newMember, postPhoto, type Member } from '../../test/photoFixtures';
import { photos } from '../platform/db/schema';
import { newId } from '../platform/ids';
import { hiddenUserIds } from '../people/policies';
import { CACHED_ROWS, EXPLORE_CACHE_TTL_MS } from './exploreCache';
import { presentPhoto } from './presenter';
import { COUNT_LOOKAHEAD, allPhotos, countAllPhotos } from './queries';

const captions = (page: FeedPage) => page.photos.map((photo) => photo.caption);

/** Explore's first pages from a short-lived copy, exact for every viewer. */
describe('explore served from its cache', () => {
  let server: TestServer;
  let alice: Member, bob: Member, carol: Member, dave: Member;

  /** Explore as the database says it is now (no cache), for `viewer`. */
  async function uncached(viewer: Member | undefined, page: number, limit: number) {
    const db = server.database.db;
    const hidden = viewer ? await hiddenUserIds(db, viewer.id) : [];
    const window = { limit, offset: (page - 1) * limit };
    const [rows, total] = await Promise.all([
      allPhotos(db, hidden, window),
      countAllPhotos(db, hidden, window.offset + limit + COUNT_LOOKAHEAD),
    ]);
    return {
      photos: rows.map(presentPhoto),
      currentPage: page,
      totalPages: Math.ceil(total / limit),
    };
  }

  /** A post written straight to the database, as another server process would. */
  async function insertElsewhere(owner: Member, caption: string) {
    const id = newId();
    await server.database.db
      .insert(photos)
      .values({ id, userId: owner.id, caption, type: 'image', imageUrl: '/uploads/x.jpg' });
    return id;
  }

  beforeAll(async () => {
    server = await startTestServer();
    [alice, bob, carol, dave] = await Promise.all(
      Array.from({ length: 4 }, () => newMember(server)),
    );
    for (let index = 0; index < 6; index += 1) {
      await postPhoto([alice, bob, carol][index % 3].client, `p${index}`);
    }
    await block(server, dave, bob);
    // carol comments on alice's newest post: dave will block carol in a test below
    const newestOfAlice = (
      await server.client().get<FeedPage>('/api/photos/explore')
    ).body.photos.find((photo) => photo.user._id === alice.id)!;
    await carol.client.post(`/api/comments/${newestOfAlice._id}`, { text: 'hello' });
  });
  afterAll(() => server.close());

  it('answers exactly what the database says, for a visitor and for viewers with blocked pairs', async () => {
    for (const viewer of [undefined, alice, bob, dave]) {
      for (const [page, limit] of [
        [1, 10],
        [2, 2],
        [1, 3],
      ]) {
        const client = viewer?.client ?? server.client();
        const served = await client.get<FeedPage>(
          `/api/photos/explore?page=${page}&limit=${limit}`,
        );
        expect(served.body).toEqual(await uncached(viewer, page, limit));
      }
    }
    const forDave = await dave.client.get<FeedPage>('/api/photos/explore');
    expect(forDave.body.photos.some((photo) => photo.user._id === bob.id)).toBe(false);
  });

  it('leaves out the comments of someone the viewer blocked (the database answers that page)', async () => {
    await block(server, dave, carol);
    const served = await dave.client.get<FeedPage>('/api/photos/explore');
    expect(served.body).toEqual(await uncached(dave, 1, 10));
    const alicesNewest = served.body.photos.find((photo) => photo.user._id === alice.id)!;
    expect(alicesNewest.commentCount).toBe(0);
    expect(alicesNewest.comments).toEqual([]);
    // everyone else still sees carol's comment
    const forAlice = await alice.client.get<FeedPage>('/api/photos/explore');
    expect(forAlice.body.photos.find((photo) => photo._id === alicesNewest._id)!.commentCount).toBe(
      1,
    );
  });

  it('shows a post made through this server at once, and drops a deleted one at once', async () => {
    await server.client().get('/api/photos/explore'); // the copy is fresh now
    const posted = await postPhoto(alice.client, 'fresh');
    expect(captions((await server.client().get<FeedPage>('/api/photos/explore')).body)[0]).toBe(
      'fresh',
    );
    expect((await alice.client.delete(`/api/photos/${posted._id}`)).status).toBe(200);
    const after = await server.client().get<FeedPage>('/api/photos/explore');
    expect(after.body.photos.map((photo) => photo._id)).not.toContain(posted._id);
  });

  it("shows another process's new post within the TTL, and stops showing a post deleted there", async () => {
    await server.client().get('/api/photos/explore');
    const started = Date.now();
    const id = await insertElsewhere(bob, 'elsewhere');
    await expect
      .poll(
        async () =>
          (await server.client().get<FeedPage>('/api/photos/explore')).body.photos[0]?._id,
        { timeout: EXPLORE_CACHE_TTL_MS + 2000, interval: 50 },
      )
      .toBe(id);
    expect(Date.now() - started).toBeLessThan(EXPLORE_CACHE_TTL_MS + 2000);

    await server.database.db.delete(photos).where(eq(photos.id, id));
    await expect
      .poll(
        async () =>
          (await server.client().get<FeedPage>('/api/photos/explore')).body.photos.map(
            (photo) => photo._id,
          ),
        { timeout: EXPLORE_CACHE_TTL_MS + 2000, interval: 50 },
      )
      .not.toContain(id);
  });

  it('keeps one bounded copy: pages past it come from the database, still exact', async () => {
    const more = Array.from({ length: CACHED_ROWS + 5 }, (_, index) => ({
      id: newId(),
      userId: [alice, carol][index % 2].id,
      caption: `bulk${index}`,
      type: 'image' as const,
      imageUrl: '/uploads/bulk.jpg',
    }));
    await server.database.db.insert(photos).values(more);
    await new Promise((resolve) => setTimeout(resolve, EXPLORE_CACHE_TTL_MS + 50));
    for (const [page, limit] of [
      [1, 10],
      [6, 10],
      [7, 10],
      [3, 25],
    ]) {
      const served = await dave.client.get<FeedPage>(
        `/api/photos/explore?page=${page}&limit=${limit}`,
      );
      expect(served.body).toEqual(await uncached(dave, page, limit));
      const visitor = await server
        .client()
        .get<FeedPage>(`/api/photos/explore?page=${page}&limit=${limit}`);
      expect(visitor.body).toEqual(await uncached(undefined, page, limit));
    }
  });

  it("counts from the copy on a big site, minus the hidden owners' posts, as the query does", async () => {
    const bulk = Array.from({ length: 6200 }, (_, index) => ({
      id: newId(),
      userId: alice.id,
      caption: `many${index}`,
      type: 'image' as const,
      imageUrl: '/uploads/bulk.jpg',
    }));
    await server.database.db.insert(photos).values(bulk);
    await new Promise((resolve) => setTimeout(resolve, EXPLORE_CACHE_TTL_MS + 50));
    // dave hides bob and carol: the copy's count minus their few posts still exceeds the cap
    for (const [page, limit] of [
      [1, 10],
      [6, 10],
      [2, 25],
    ]) {
      const served = await dave.client.get<FeedPage>(
        `/api/photos/explore?page=${page}&limit=${limit}`,
      );
      expect(served.body).toEqual(await uncached(dave, page, limit));
    }
  });
});
