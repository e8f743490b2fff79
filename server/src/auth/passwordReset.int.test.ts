import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { readOutbox } from '../../test/outbox';
import { registerUser, startTestServer, type TestServer } from '../../test/support';
import { passwordResetTokens, users } from '../platform/db/schema';

const SENT = { message: 'Password reset email sent. Please check your inbox.' };
const DONE = { message: 'Password has been reset successfully!' };
const INVALID = { message: 'Invalid or expired reset token.' };
const PUBLIC_URL = 'https://serendip.example';

describe('forgot and reset password', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ PUBLIC_URL: `${PUBLIC_URL}/` });
  });
  afterAll(() => server.close());

  /** The reset tokens mailed to `address`, oldest first; waits until `count` have arrived (mail is sent after the answer). */
  async function mailedTokens(address: string, count = 1): Promise<string[]> {
    for (let waited = 0; waited < 5000; waited += 50) {
      const mails = (await readOutbox(server.dataDir)).filter((mail) => mail.to.includes(address));
      if (mails.length >= count) {
        return mails.map((mail) => {
          expect(mail.subject).toBe('Reset your Serendip password');
          const match =
            /https:\/\/serendip\.example\/resetpassword\/([A-Za-z0-9_-]{43})(?=\s|$)/.exec(
              mail.text,
            );
          expect(match, mail.text).not.toBeNull();
          expect(mail.html).toContain(`href="${match![0]}"`);
          return match![1];
        });
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`no ${count} reset mail(s) to ${address}`);
  }

  const tokenRows = (userId: string) =>
    server.database.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, userId));

  it('resets end to end: mail, new password, old tokens revoked, link single-use', async () => {
    const account = await registerUser(server.client());
    const before = Date.now();
    const forgot = await server
      .client()
      .post('/api/auth/forgotpassword', { email: account.email.toUpperCase() });
    expect(forgot.status).toBe(200);
    expect(forgot.body).toEqual(SENT);
    const [token] = await mailedTokens(account.email);

    const [row] = await tokenRows(account.user._id);
    expect(row.tokenHash).toBe(crypto.createHash('sha256').update(token).digest('hex'));
    expect(row.tokenHash).not.toContain(token);
    expect(row.expiresAt.getTime()).toBeGreaterThanOrEqual(before + 60 * 60_000 - 1000);
    expect(row.expiresAt.getTime()).toBeLessThanOrEqual(Date.now() + 60 * 60_000 + 1000);

    const tooShort = await server
      .client()
      .put(`/api/auth/resetpassword/${token}`, { password: '12345' });
    expect(tooShort.status).toBe(400);
    expect(tooShort.body).toEqual({ message: 'Password must be at least 6 characters.' });

    const reset = await server
      .client()
      .put(`/api/auth/resetpassword/${token}`, { password: 'brand new secret' });
    expect(reset.status).toBe(200);
    expect(reset.body).toEqual(DONE);

    const oldSession = await server.client().get('/api/users/profile', { token: account.token });
    expect(oldSession.status).toBe(401);
    const oldPassword = await server
      .client()
      .post('/api/auth/login', { identifier: account.email, password: account.password });
    expect(oldPassword.status).toBe(401);
    const newPassword = await server
      .client()
      .post('/api/auth/login', { identifier: account.username, password: 'brand new secret' });
    expect(newPassword.status).toBe(200);
    expect(
      (await server.client().get('/api/users/profile', { token: newPassword.body.token })).status,
    ).toBe(200);

    const reused = await server
      .client()
      .put(`/api/auth/resetpassword/${token}`, { password: 'third secret' });
    expect(reused.status).toBe(400);
    expect(reused.body).toEqual(INVALID);
    const stillNew = await server
      .client()
      .post('/api/auth/login', { identifier: account.username, password: 'brand new secret' });
    expect(stillNew.status).toBe(200);
  });

  it('tells whether a link can still be used before a password is typed', async () => {
    const account = await registerUser(server.client());
    await server.client().post('/api/auth/forgotpassword', { email: account.email });
    const [token] = await mailedTokens(account.email);
    const fresh = await server.client().get(`/api/auth/resetpassword/${token}`);
    expect(fresh.status).toBe(200);
    expect(fresh.body).toEqual({ message: 'This reset link can be used.' });
    // Asking does not use it up.
    expect((await server.client().get(`/api/auth/resetpassword/${token}`)).status).toBe(200);
    const reset = await server
      .client()
      .put(`/api/auth/resetpassword/${token}`, { password: 'brand new secret' });
    expect(reset.status).toBe(200);
    const used = await server.client().get(`/api/auth/resetpassword/${token}`);
    expect(used.status).toBe(400);
    expect(used.body).toEqual(INVALID);
    const unknown = await server.client().get(`/api/auth/resetpassword/${'x'.repeat(43)}`);
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual(INVALID);
  });

  it('uses up the other outstanding links of the account when one is used', async () => {
    const account = await registerUser(server.client());
    await server.client().post('/api/auth/forgotpassword', { email: account.email });
    await server.client().post('/api/auth/forgotpassword', { email: account.email });
    const [first, second] = await mailedTokens(account.email, 2);
    expect(first).not.toBe(second);
    expect(
      (
        await server
          .client()
          .put(`/api/auth/resetpassword/${second}`, { password: 'second secret' })
      ).status,
    ).toBe(200);
    const older = await server
      .client()
      .put(`/api/auth/resetpassword/${first}`, { password: 'first secret' });
    expect(older.status).toBe(400);
    expect(older.body).toEqual(INVALID);
    expect((await tokenRows(account.user._id)).every((row) => row.usedAt !== null)).toBe(true);
  });

  it('refuses an expired link with 400 and changes nothing', async () => {
    const account = await registerUser(server.client());
    await server.client().post('/api/auth/forgotpassword', { email: account.email });
    const [token] = await mailedTokens(account.email);
    await server.database.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.userId, account.user._id));
    const [before] = await server.database.db
      .select()
      .from(users)
      .where(eq(users.id, account.user._id));

    const response = await server
      .client()
      .put(`/api/auth/resetpassword/${token}`, { password: 'never applied' });
    expect(response.status).toBe(400);
    expect(response.body).toEqual(INVALID);
    const [after] = await server.database.db
      .select()
      .from(users)
      .where(eq(users.id, account.user._id));
    expect(after).toEqual(before);
    expect((await tokenRows(account.user._id))[0].usedAt).toBeNull();
    expect((await server.client().get('/api/users/profile', { token: account.token })).status).toBe(
      200,
    );
  });

  it('refuses unknown and malformed links with 400', async () => {
    for (const token of [crypto.randomBytes(32).toString('base64url'), 'x', 'a'.repeat(99)]) {
      const response = await server
        .client()
        .put(`/api/auth/resetpassword/${token}`, { password: 'whatever1' });
      expect(response.status).toBe(400);
      expect(response.body).toEqual(INVALID);
    }
    const missing = await server
      .client()
      .put('/api/auth/resetpassword/', { password: 'whatever1' });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual(INVALID);
    // Past Fastify's parameter length limit (100) the router itself answers.
    const tooLong = await server
      .client()
      .put(`/api/auth/resetpassword/${'a'.repeat(300)}`, { password: 'whatever1' });
    expect(tooLong.status).toBe(414);
    expect(typeof tooLong.body.message).toBe('string');
  });

  it('answers the same for an unknown address, and sends nothing', async () => {
    const address = `nobody-${crypto.randomBytes(4).toString('hex')}@example.com`;
    const response = await server.client().post('/api/auth/forgotpassword', { email: address });
    expect(response.status).toBe(200);
    expect(response.body).toEqual(SENT);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await readOutbox(server.dataDir)).filter((mail) => mail.to.includes(address))).toEqual(
      [],
    );
  });

  it('refuses a missing or malformed email with 400', async () => {
    const missing = await server.client().post('/api/auth/forgotpassword', {});
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ message: 'Email is required.' });
    const malformed = await server.client().post('/api/auth/forgotpassword', { email: 'nope' });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({ message: 'Please enter a valid email address.' });
  });
});

describe('forgot password rate limit', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ RATE_LIMITS: 'on' });
  });
  afterAll(() => server.close());

  it('sends at most 3 reset mails per address per hour, known or not', async () => {
    const address = `limited-${crypto.randomBytes(4).toString('hex')}@example.com`;
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect(
        (await server.client().post('/api/auth/forgotpassword', { email: address })).status,
      ).toBe(200);
    }
    const limited = await server.client().post('/api/auth/forgotpassword', { email: address });
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(/^Too many requests/);
  });
});
