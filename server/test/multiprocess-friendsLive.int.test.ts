import { describe, expect, it } from 'vitest';
import type { Notification } from '@serendip/protocol';
import { nextEvent, TestClient } from './support';
import { clusterPerSuite, clustersEnabled } from './multiProcess';
import { signUp } from './social';

describe.skipIf(!clustersEnabled)(
  'friends list and notification extras across server processes sharing Redis',
  () => {
    const shared = clusterPerSuite(2);

    it('an accept on one process reaches both people on the other as friendsChanged', async () => {
      const { cluster, a, b } = shared();
      const requester = await signUp(a.url);
      const accepter = await signUp(b.url);
      // Each person's socket is on the process their HTTP calls do not go to.
      const requesterSocket = await cluster.socket(b, requester.token);
      const accepterSocket = await cluster.socket(a, accepter.token);

      const request = nextEvent<Notification>(accepterSocket, 'newNotification');
      expect((await requester.client.post(`/api/friends/request/${accepter.id}`)).status).toBe(201);
      expect(await request).toMatchObject({
        actor: { _id: requester.id, username: requester.username },
        target: { kind: 'friendRequest', id: requester.id },
      });

      const toRequester = nextEvent(requesterSocket, 'friendsChanged');
      const toAccepter = nextEvent(accepterSocket, 'friendsChanged');
      expect((await accepter.client.post(`/api/friends/accept/${requester.id}`)).status).toBe(200);
      expect(await toRequester).toEqual({ userId: accepter.id });
      expect(await toAccepter).toEqual({ userId: requester.id });

      const unfriended = nextEvent(requesterSocket, 'friendsChanged');
      expect((await accepter.client.delete(`/api/friends/${requester.id}`)).status).toBe(200);
      expect(await unfriended).toEqual({ userId: accepter.id });
    }, 60_000);

    it('a 401 after Log out everywhere on one process names the reason on the other', async () => {
      const { cluster, a, b } = shared();
      const onA = await signUp(a.url);
      const socket = await cluster.socket(b, onA.token);
      const cut = nextEvent(socket, 'disconnect');
      expect((await onA.client.post('/api/auth/logout-all')).status).toBe(200);
      expect(await cut).toBe('io server disconnect');
      const other = new TestClient(b.url);
      other.token = onA.token;
      const refused = await other.get('/api/users/profile');
      expect(refused.status).toBe(401);
      expect(refused.body).toMatchObject({ signedOut: 'elsewhere' });
    }, 60_000);
  },
);
