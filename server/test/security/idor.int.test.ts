/**
 * The IDOR matrix: for every route and socket event that acts on someone else's resource, user B
 * (an outsider) tries it on user A's, is refused, and nothing changes for A. Each row builds its
 * own small world, so rows never depend on each other.
 */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { pushSubscriptions } from '../../src/platform/db/schema';
import { sharedTestServer, type TestResponse } from '../support';
import {
  friendsOf,
  refused,
  requestsOf,
  unreadOf,
  world as worldOn,
  type World,
} from './idorWorld';

const server = sharedTestServer();
const world = () => worldOn(server);
const pushRowsOf = (userId: string) =>
  server.database.db
    .select({ endpoint: pushSubscriptions.endpoint })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId));

interface HttpRow {
  name: string;
  /** What A's side looks like; must be equal before and after B's attempt. */
  snapshot(w: World): Promise<unknown>;
  attempt(w: World): Promise<TestResponse>;
}

const HTTP: HttpRow[] = [
  {
    name: "PUT /api/photos/:id (edit A's caption)",
    snapshot: async (w) => (await w.a.client.get(`/api/photos/user/${w.a.id}`)).body,
    attempt: (w) => w.b.client.put(`/api/photos/${w.photo._id}`, { caption: 'owned by B' }),
  },
  {
    name: "DELETE /api/photos/:id (delete A's photo)",
    snapshot: async (w) => (await w.a.client.get(`/api/photos/user/${w.a.id}`)).body,
    attempt: (w) => w.b.client.delete(`/api/photos/${w.photo._id}`),
  },
  {
    name: "GET /api/chat/messages/:id (read A and C's conversation)",
    snapshot: async (w) => (await w.a.client.get(`/api/chat/messages/${w.conversation}`)).body,
    attempt: (w) => w.b.client.get(`/api/chat/messages/${w.conversation}`),
  },
  {
    name: 'POST /api/chat/conversation/:id (open a chat with A, not a friend)',
    snapshot: async (w) => (await w.a.client.get('/api/chat/conversations')).body,
    attempt: (w) => w.b.client.post(`/api/chat/conversation/${w.a.id}`),
  },
  {
    name: "PUT /api/notifications/:id/read (mark A's notification read)",
    snapshot: (w) => unreadOf(w.a),
    attempt: async (w) => {
      const [first] = (await w.a.client.get('/api/notifications')).body as { _id: string }[];
      return w.b.client.put(`/api/notifications/${first._id}/read`);
    },
  },
  {
    name: "POST /api/friends/accept/:id (accept D's request to A)",
    snapshot: async (w) => [await requestsOf(w.a), await friendsOf(w.d)],
    attempt: (w) => w.b.client.post(`/api/friends/accept/${w.d.id}`),
  },
  {
    name: "POST /api/friends/reject/:id (reject D's request to A)",
    snapshot: (w) => requestsOf(w.a),
    attempt: (w) => w.b.client.post(`/api/friends/reject/${w.d.id}`),
  },
  {
    name: 'POST /api/comments/:photoId (comment on the photo of A, who blocked B)',
    snapshot: async (w) => {
      expect((await w.a.client.put(`/api/users/block/${w.b.id}`)).status).toBe(200);
      return (await w.a.client.get(`/api/comments/${w.photo._id}`)).body;
    },
    attempt: (w) => w.b.client.post(`/api/comments/${w.photo._id}`, { text: 'hello' }),
  },
  {
    name: 'PUT /api/photos/like/:id (like the photo of A, who blocked B)',
    snapshot: async (w) => {
      expect((await w.a.client.put(`/api/users/block/${w.b.id}`)).status).toBe(200);
      return (await w.a.client.get(`/api/photos/user/${w.a.id}`)).body;
    },
    attempt: (w) => w.b.client.put(`/api/photos/like/${w.photo._id}`),
  },
  {
    name: 'POST /api/friends/request/:id (ask A, who blocked B)',
    snapshot: async (w) => {
      expect((await w.a.client.put(`/api/users/block/${w.b.id}`)).status).toBe(200);
      return requestsOf(w.a);
    },
    attempt: (w) => w.b.client.post(`/api/friends/request/${w.a.id}`),
  },
];

describe('IDOR matrix over HTTP: B on A’s resources', () => {
  it.each(HTTP)('$name is refused and changes nothing', async (row) => {
    const w = await world();
    const before = await row.snapshot(w);
    refused(await row.attempt(w));
    expect(await row.snapshot(w)).toEqual(before);
  });

  it("POST /api/push/unsubscribe (B removing A's device from Web Push) is refused", async () => {
    const w = await world();
    const endpoint = `https://push.example.com/idor-${w.a.id}`;
    const keys = { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) };
    expect((await w.a.client.post('/api/push/subscriptions', { endpoint, keys })).status).toBe(201);
    const before = await pushRowsOf(w.a.id);
    expect(before).toEqual([{ endpoint }]);
    refused(await w.b.client.post('/api/push/unsubscribe', { endpoint }));
    expect(await pushRowsOf(w.a.id)).toEqual(before);
  });

  it("PUT /api/notifications/read (B's mark-all) leaves A's notifications unread", async () => {
    const w = await world();
    const before = await unreadOf(w.a);
    expect(before).toBeGreaterThan(0);
    expect((await w.b.client.put('/api/notifications/read')).status).toBe(200);
    expect(await unreadOf(w.a)).toBe(before);
  });

  it('DELETE /api/friends/:id (B unfriending A) leaves A and C friends', async () => {
    const w = await world();
    await w.b.client.delete(`/api/friends/${w.a.id}`);
    expect(await friendsOf(w.a)).toEqual([w.c.id]);
  });

  it("PUT /api/users/unblock/:id (B lifting A's block on B) keeps the block", async () => {
    const w = await world();
    expect((await w.a.client.put(`/api/users/block/${w.b.id}`)).status).toBe(200);
    await w.b.client.put(`/api/users/unblock/${w.a.id}`);
    const self = (await w.a.client.get('/api/users/profile')).body as { blockedUsers: string[] };
    expect(self.blockedUsers).toEqual([w.b.id]);
  });
});
