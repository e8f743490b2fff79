import { describe, expect, it } from 'vitest';
import { registerUser, TestClient } from '../support';
import { clusterPerTest, clustersEnabled } from '../multiProcess';
import { expectCutInTime, serverDisconnect } from './cuts';

/**
 * On two processes sharing Redis: a logout answered by one process cuts the
 * sockets held by the other within a second (the adapter carries disconnectSockets).
 */
describe.skipIf(!clustersEnabled)('revocation across processes', () => {
  const startCluster = clusterPerTest();

  it('logout on A cuts that device on B; logout everywhere on B cuts the rest on A and B', async () => {
    const cluster = await startCluster(2);
    const [a, b] = cluster.processes;
    const account = await registerUser(new TestClient(a.url));
    const login = await new TestClient(b.url).post('/api/auth/login', {
      identifier: account.email,
      password: account.password,
    });
    expect(login.status).toBe(200);
    const second: string = login.body.token;

    const firstOnB = await cluster.socket(b, account.token);
    const secondOnA = await cluster.socket(a, second);
    const secondOnB = await cluster.socket(b, second);

    const firstCut = serverDisconnect(firstOnB);
    const logout = await new TestClient(a.url).post('/api/auth/logout', undefined, {
      token: account.token,
    });
    expect(logout.status).toBe(200);
    await expectCutInTime([firstCut], Date.now());
    expect(secondOnA.connected && secondOnB.connected).toBe(true);
    expect(
      (await new TestClient(b.url).get('/api/users/profile', { token: account.token })).status,
    ).toBe(401);

    const rest = [serverDisconnect(secondOnA), serverDisconnect(secondOnB)];
    const everywhere = await new TestClient(b.url).post('/api/auth/logout-all', undefined, {
      token: second,
    });
    expect(everywhere.status).toBe(200);
    await expectCutInTime(rest, Date.now());
    expect((await new TestClient(a.url).get('/api/users/profile', { token: second })).status).toBe(
      401,
    );
  });
});
