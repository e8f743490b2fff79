import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOutbox } from '../../test/outbox';
import { registerUser, startTestServer, TestClient, type TestServer } from '../../test/support';

const EXPIRED = 'Your session has expired. Please log in again.';

describe('why a signed-in device was signed out (401 extra `signedOut`)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ PUBLIC_URL: 'https://serendip.example/' });
  });
  afterAll(() => server.close());

  /** A second device of the same account: its own sign-in (session) and token. */
  async function secondDevice(username: string, password: string): Promise<TestClient> {
    const client = new TestClient(server.url);
    await client.get('/api/config');
    const login = await client.post('/api/auth/login', { identifier: username, password });
    expect(login.status).toBe(200);
    client.token = (login.body as { token: string }).token;
    return client;
  }

  it("says 'elsewhere' after Log out everywhere on another device", async () => {
    const first = server.client();
    const account = await registerUser(first);
    const other = await secondDevice(account.username, account.password);
    expect((await first.post('/api/auth/logout-all')).status).toBe(200);
    const refused = await other.get('/api/users/profile');
    expect(refused.status).toBe(401);
    expect(refused.body).toEqual({ message: EXPIRED, signedOut: 'elsewhere' });
  });

  it("says 'passwordReset' after the password was reset", async () => {
    const account = await registerUser(server.client());
    const device = await secondDevice(account.username, account.password);
    await server.client().post('/api/auth/forgotpassword', { email: account.email });
    let token: string | undefined;
    for (let waited = 0; !token && waited < 5000; waited += 50) {
      const mail = (await readOutbox(server.dataDir)).find((m) => m.to.includes(account.email));
      token = mail && /\/resetpassword\/([A-Za-z0-9_-]{43})/.exec(mail.text)?.[1];
      if (!token) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(token).toBeDefined();
    const reset = await server
      .client()
      .put(`/api/auth/resetpassword/${token}`, { password: 'a brand new secret' });
    expect(reset.status).toBe(200);
    const refused = await device.get('/api/users/profile');
    expect(refused.status).toBe(401);
    expect(refused.body).toEqual({ message: EXPIRED, signedOut: 'passwordReset' });
  });

  it('gives no reason for a forged or missing token', async () => {
    const forged = new TestClient(server.url);
    forged.token = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl';
    const refused = await forged.get('/api/users/profile');
    expect(refused.status).toBe(401);
    expect(refused.body).toEqual({ message: EXPIRED });
  });
});
