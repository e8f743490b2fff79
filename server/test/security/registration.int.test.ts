import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newUserDetails, registerUserOverHttp, startTestServer, type TestServer } from '../support';
import { EMAIL_TAKEN } from '../../src/auth/service';
import { USERNAME_TAKEN } from '../../src/users/service';

/**
 * Registration says which value is taken, the e-mail address or the username: trying the
 * address with a fresh username would tell whether it has an account anyway (a new account or
 * not), so a vague answer protected nothing and left people guessing. What protects addresses is
 * the limit: a client learns about a few addresses an hour, not a list.
 */
describe('registration and taken e-mail addresses', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ RATE_LIMITS: 'on', TRUST_PROXY: '1' });
  });
  afterAll(() => server.close());

  const register = (body: object, address: string) =>
    server.client().post('/api/auth/register', body, { headers: { 'x-forwarded-for': address } });

  it('says which value is taken, and only a few times per client', async () => {
    const owner = await registerUserOverHttp(server.client());
    const takenEmail = await register({ ...newUserDetails(), email: owner.email }, '192.0.2.10');
    const takenName = await register(
      { ...newUserDetails(), username: owner.username },
      '192.0.2.11',
    );
    expect(takenEmail.status).toBe(409);
    expect(takenName.status).toBe(409);
    expect(takenEmail.body).toEqual({ message: EMAIL_TAKEN });
    expect(takenName.body).toEqual({ message: USERNAME_TAKEN });

    // Probing many addresses from one client runs out quickly.
    const statuses: number[] = [];
    for (let index = 0; index < 6; index += 1) {
      const response = await register({ ...newUserDetails(), email: owner.email }, '192.0.2.12');
      statuses.push(response.status);
    }
    expect(statuses).toEqual([409, 409, 409, 409, 409, 429]);
  });
});
