import { describe, expect, it } from 'vitest';
import pg from 'pg';
import { clusterPerSuite, clustersEnabled, type ClientSocket } from './multiProcess';
import { signUp } from './social';
import { TestClient } from './support';
import { reportProfile, moderate } from './moderation';

/** The time the server disconnects the socket. */
function cutAt(socket: ClientSocket): Promise<number> {
  return new Promise((resolve) => socket.once('disconnect', () => resolve(Date.now())));
}

describe.skipIf(!clustersEnabled)('moderation across server processes sharing Redis', () => {
  const shared = clusterPerSuite(2);

  it('a suspension decided on A cuts the account’s sockets on A and B within 1 s', async () => {
    const { cluster, a, b } = shared();
    const [moderator, reporter, target] = [
      await signUp(a.url),
      await signUp(a.url),
      await signUp(b.url),
    ];
    const db = new pg.Client({ connectionString: cluster.databaseUrl });
    await db.connect();
    await db.query(`insert into user_roles (user_id, role) values ($1, 'moderator')`, [
      moderator.id,
    ]);
    await db.end();
    const onA = await cluster.socket(a, target.token);
    const onB = await cluster.socket(b, target.token);
    await reportProfile(reporter, target);
    const cuts = Promise.all([cutAt(onA), cutAt(onB)]);
    const done = await moderate(moderator, `user:${target.id}`, {
      action: 'suspend',
      rule: 'respect',
      hours: 1,
    });
    // Measured from the answer (the decision is made), not from the request's start.
    const decidedAt = Date.now();
    expect(done.status).toBe(200);
    const [cutA, cutB] = await cuts;
    expect(cutA - decidedAt).toBeLessThan(1000);
    expect(cutB - decidedAt).toBeLessThan(1000);
    // The old token is refused on both processes.
    for (const process of [a, b]) {
      const response = await new TestClient(process.url).request('GET', '/api/users/profile', {
        token: target.token,
      });
      expect(response.status, process.name).toBe(401);
    }
  });

  it('a suspended account signed in on B is refused there; a reversal decided on A lets the same socket in', async () => {
    const { cluster, a, b } = shared();
    const [decider, reviewer, friend, target] = [
      await signUp(a.url),
      await signUp(a.url),
      await signUp(a.url),
      await signUp(b.url),
    ];
    const db = new pg.Client({ connectionString: cluster.databaseUrl });
    await db.connect();
    for (const staff of [decider, reviewer])
      await db.query(`insert into user_roles (user_id, role) values ($1, 'moderator')`, [staff.id]);
    const room = await friend.client.post('/api/rooms', { name: `Cluster ${Date.now()}` });
    expect(room.status).toBe(201);
    const decided = await moderate(decider, `user:${target.id}`, {
      action: 'suspend',
      rule: 'respect',
      hours: 1,
    });
    expect(decided.status).toBe(200);
    const signedIn = await new TestClient(b.url).post('/api/auth/login', {
      identifier: target.username,
      password: 'correct horse battery',
    });
    expect(signedIn.status).toBe(200);
    const onB = await cluster.socket(b, signedIn.body.token);
    const refused = await onB.emitWithAck('joinRoom', room.body._id);
    expect(refused).toMatchObject({ ok: false, statement: { decision: 'suspension' } });

    const client = new TestClient(b.url);
    client.token = signedIn.body.token;
    const sanctionId = refused.ok ? '' : refused.statement?._id;
    expect(
      (await client.post('/api/appeals', { sanctionId, text: 'Please look again.' })).status,
    ).toBe(201);
    const { rows } = await db.query(`select id from appeals where sanction_id = $1`, [sanctionId]);
    await db.end();
    const reversed = await reviewer.client.post(`/api/moderation/appeals/${rows[0].id}`, {
      decision: 'reversed',
      reason: 'Not a threat.',
    });
    expect(reversed.status).toBe(200);
    // Process B forgot the restriction before A answered: the same socket and token work.
    expect(await onB.emitWithAck('joinRoom', room.body._id)).toMatchObject({ ok: true });
    expect((await client.get('/api/friends')).status).toBe(200);
  });
});
