import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newUserDetails, registerUserOverHttp, startTestServer, type TestServer } from '../support';

/** Registration does not tell whether an e-mail address has an account. */
describe('registration and taken e-mail addresses', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ RATE_LIMITS: 'on', TRUST_PROXY: '1' });
  });
  afterAll(() => server.close());

  const register = (body: object, address: string) =>
    server.client().post('/api/auth/register', body, { headers: { 'x-forwarded-for': address } });

  it('answers a taken e-mail exactly as a taken username, and only a few times per address', async () => {
    const owner = await registerUserOverHttp(server.client());
    const takenEmail = await register({ ...newUserDetails(), email: owner.email }, '192.0.2.10');
    const takenName = await register(
      { ...newUserDetails(), username: owner.username },
      '192.0.2.11',
    );
    expect(takenEmail.status).toBe(409);
    expect(takenName.status).toBe(409);
    expect(takenEmail.body).toEqual(takenName.body);
    expect(JSON.stringify(takenEmail.body)).not.toMatch(/e-?mail already|account with this/i);

    // Probing many addresses from one client runs out quickly.
    const statuses: number[] = [];
    for (let index = 0; index < 6; index += 1) {
      const response = await register({ ...newUserDetails(), email: owner.email }, '192.0.2.12');
      statuses.push(response.status);
    }
    expect(statuses).toEqual([409, 409, 409, 409, 409, 429]);
  });
});
