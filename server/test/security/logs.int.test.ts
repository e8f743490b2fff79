import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOutbox } from '../outbox';
import { registerUser, startTestServer, type TestServer } from '../support';
import { createLogger } from '../../src/platform/logger';

/**
 * In production the logs carry no reset link and no token, neither
 * from the mail outbox nor from request URLs.
 */
describe('what production logs leave out', () => {
  let server: TestServer;
  const lines: string[] = [];
  beforeAll(async () => {
    const capture = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    server = await startTestServer(
      { NODE_ENV: 'production', LOG_LEVEL: 'info' },
      { logger: createLogger('info', capture) },
    );
  });
  afterAll(() => server.close());

  it('never logs a password-reset link or token', async () => {
    const account = await registerUser(server.client());
    await server.client().post('/api/auth/forgotpassword', { email: account.email });
    let token: string | undefined;
    for (let waited = 0; !token && waited < 5000; waited += 50) {
      const mail = (await readOutbox(server.dataDir)).find((item) => item.to === account.email);
      token = mail && /resetpassword\/([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
      if (!token) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(token).toBeDefined();
    const reset = await server
      .client()
      .put(`/api/auth/resetpassword/${token}`, { password: 'another secret' });
    expect(reset.status).toBe(200);
    expect(lines.some((line) => line.includes('mail written to the outbox'))).toBe(true);
    expect(lines.some((line) => line.includes('/api/auth/resetpassword/[redacted]'))).toBe(true);
    expect(lines.join('\n')).not.toContain(token);
  });

  it('never logs a token sent in a URL', async () => {
    const account = await registerUser(server.client());
    const response = await server.client().get(`/api/config?token=${account.token}`);
    expect(response.status).toBe(200);
    expect(lines.some((line) => line.includes('token=[redacted]'))).toBe(true);
    expect(lines.join('\n')).not.toContain(account.token);
  });
});
