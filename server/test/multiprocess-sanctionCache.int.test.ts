import { afterEach, describe, expect, it } from 'vitest';
import crypto from 'node:crypto';
import pg from 'pg';
import { io as connectSocket } from 'socket.io-client';
import { ask, pairUp, requestMatch } from './anonymous';
import { moderate } from './moderation';
import {
  startCluster,
  type ClientSocket,
  type ServerCluster,
  type ServerProcess,
} from './multiProcess';
import { signUp } from './social';
import { TestClient } from './support';

const BANNED = 'You are banned from Serendip.';

/** A visitor's socket with a chosen visitor id (to come back as the same visitor). */
async function visitor(target: ServerProcess, visitorId: string): Promise<ClientSocket> {
  const socket: ClientSocket = connectSocket(target.url, {
    auth: { visitorId },
    transports: ['websocket'],
    forceNew: true,
    reconnection: false,
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}

describe.skipIf(!process.env.DATABASE_URL || !process.env.REDIS_URL)(
  'the cached "may match" answer across processes sharing Redis',
  () => {
    let cluster: ServerCluster | undefined;
    const sockets: ClientSocket[] = [];
    afterEach(async () => {
      for (const socket of sockets.splice(0)) socket.disconnect();
      const stopping = cluster;
      cluster = undefined;
      if (stopping)
        expect((await stopping.close()).filter((key) => !key.includes(':once:'))).toEqual([]);
    });

    it('a ban decided on A refuses a match on B at once; its reversal on A lets B match at once', async () => {
      cluster = await startCluster(2);
      const [a, b] = cluster.processes as [ServerProcess, ServerProcess];
      const [first, second] = [await signUp(a.url), await signUp(a.url)];
      const db = new pg.Client({ connectionString: cluster.databaseUrl });
      await db.connect();
      for (const moderator of [first, second])
        await db.query(`insert into user_roles (user_id, role) values ($1, 'moderator')`, [
          moderator.id,
        ]);
      await db.end();

      const targetId = crypto.randomUUID();
      const reporter = await visitor(a, crypto.randomUUID());
      const target = await visitor(b, targetId);
      sockets.push(reporter, target);
      // B answers the target's match request, and keeps "not sanctioned" in its cache.
      await pairUp(a.url, reporter, target);
      await ask(target, 'sendAnonymousMessage', { content: 'something vile', type: 'text' });
      expect((await ask(reporter, 'reportAnonymousPartner', { reason: 'Explicit' })).ok).toBe(true);
      const queue = (await first.client.get('/api/moderation/queue')).body.items;
      const item = queue.find((entry: { subject: string }) => entry.subject.startsWith('visitor:'));
      expect((await moderate(first, item.subject, { action: 'ban', rule: 'clean' })).status).toBe(
        200,
      );

      // The same visitor comes back on B: refused on the first request after the decision.
      const again = await visitor(b, targetId);
      sockets.push(again);
      const refused = await requestMatch(a.url, again);
      expect(refused).toMatchObject({ ok: false, message: BANNED });
      const appealToken = refused.ok ? undefined : refused.statement?.appealToken;

      const appealed = await new TestClient(a.url).post('/api/appeals', {
        appealToken,
        text: 'Not me',
      });
      expect(appealed.status).toBe(201);
      const appeals = (await second.client.get('/api/moderation/appeals')).body.appeals;
      const appeal = appeals.find((entry: { subject: string }) => entry.subject === item.subject);
      const reversed = await second.client.post(`/api/moderation/appeals/${appeal._id}`, {
        decision: 'reversed',
        reason: 'Shared address',
      });
      expect(reversed.status).toBe(200);
      // B had the ban cached (it never expires): the reversal dropped it there at once.
      expect((await requestMatch(a.url, again)).ok).toBe(true);
    });
  },
);
