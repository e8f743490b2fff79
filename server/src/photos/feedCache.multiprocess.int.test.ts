import { describe, expect, it } from 'vitest';
import type { FeedPage } from '@serendip/protocol';
import { clusterPerTest, clustersEnabled } from '../../test/multiProcess';
import { postPhoto } from '../../test/photoFixtures';
import { befriend, signUp, type Person } from '../../test/social';
import { TestClient } from '../../test/support';
import { RECENT_ROWS_TTL_MS } from './recentRows';

/**
 * On two processes sharing PostgreSQL and Redis: B keeps the viewer's friend ids
 * and each friend's newest post ids in memory; every write answered by A has dropped them on B
 * before it answers, so B's very next page shows it (no waiting, no TTL). A post's likes and
 * comments, which B keeps a moment (recentRows.ts), show on B within RECENT_ROWS_TTL_MS.
 */
describe.skipIf(!clustersEnabled)('the cached feed across processes', () => {
  const startCluster = clusterPerTest();

  it('a post, a deletion, an unfriend and a logout on A show on B at once', async () => {
    const cluster = await startCluster(2);
    const [a, b] = cluster.processes;
    const [viewer, friend] = [await signUp(a!.url), await signUp(a!.url)];
    await befriend(viewer, friend);
    const first = await postPhoto(friend.client, 'first');
    const onB = new TestClient(b!.url);
    const feedOnB = async (who: Person) => {
      const response = await onB.get<FeedPage>('/api/photos/feed', { token: who.token });
      expect(response.status).toBe(200);
      return response.body;
    };
    const ids = (page: FeedPage) => page.photos.map((photo) => photo._id);

    expect(ids(await feedOnB(viewer))).toEqual([first._id]); // B caches the lists now
    expect((await viewer.client.put(`/api/photos/like/${first._id}`)).status).toBe(200); // on A
    await expect
      .poll(async () => (await feedOnB(viewer)).photos[0]?.likes, {
        timeout: RECENT_ROWS_TTL_MS + 2000,
        interval: 50,
      })
      .toEqual([viewer.id]);
    const second = await postPhoto(friend.client, 'second'); // answered by A
    expect(ids(await feedOnB(viewer))).toEqual([second._id, first._id]);
    expect((await friend.client.delete(`/api/photos/${second._id}`)).status).toBe(200);
    expect(await feedOnB(viewer)).toMatchObject({ photos: [{ _id: first._id }], totalPages: 1 });

    expect((await viewer.client.delete(`/api/friends/${friend.id}`)).status).toBe(200);
    expect(await feedOnB(viewer)).toEqual({ photos: [], currentPage: 1, totalPages: 0 });
    await befriend(viewer, friend);
    expect(ids(await feedOnB(viewer))).toEqual([first._id]);

    // B keeps "this token is valid" too: a logout answered by A refuses it on B at once.
    expect((await viewer.client.post('/api/auth/logout')).status).toBe(200);
    expect((await onB.get('/api/photos/feed', { token: viewer.token })).status).toBe(401);
  });
});
