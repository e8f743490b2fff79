import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import {
  newUserDetails,
  registerUserOverHttp,
  startTestServer,
  type TestServer,
} from '../../test/support';
import { users } from '../platform/db/schema';
import { deriveKey } from '../platform/secrets';
import { newId } from '../platform/ids';
import { EMAIL_TAKEN, tryInsertUser } from './service';
import { USERNAME_TAKEN } from '../users/service';
import { FREE_ATTEMPTS } from './loginThrottle';
import { signInQueue } from './hashPool';

describe('register and login', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const userCount = async () => {
    const [row] = await server.database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(users);
    return row.count;
  };

  it('registers: 201 with a token and the own record, never the password', async () => {
    const client = server.client();
    const details = newUserDetails('reg');
    const response = await client.post('/api/auth/register', {
      ...details,
      email: details.email.toUpperCase(),
    });
    expect(response.status).toBe(201);
    const { token, ...user } = response.body;
    expect(typeof token).toBe('string');
    expect(user).toEqual({
      _id: expect.any(String),
      username: details.username,
      email: details.email,
      bio: '',
      interests: [],
      profilePicture: 'default_avatar.jpg',
      blockedBy: [],
      blockedUsers: [],
      onboardingCompleted: false,
      shareReadState: true,
    });
    const [row] = await server.database.db.select().from(users).where(eq(users.id, user._id));
    expect(row.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const profile = await client.get('/api/users/profile', { token });
    expect(profile.status).toBe(200);
    expect(profile.body).toEqual(user);
  });

  it.each([
    [{ email: 'a@example.com', password: 'secret1' }, 'Username is required.'],
    [{ username: 'someone', password: 'secret1' }, 'Email is required.'],
    [{ username: 'someone', email: 'a@example.com' }, 'Password is required.'],
    [
      { username: 'someone', email: 'not-an-email', password: 'secret1' },
      'Please enter a valid email address.',
    ],
    [
      { username: 'someone', email: 'a@example.com', password: '12345' },
      'Password must be at least 6 characters.',
    ],
    [
      { username: 'a b', email: 'a@example.com', password: 'secret1' },
      expect.stringMatching(/^Username may contain/),
    ],
  ])('refuses a bad registration %j with 400 and creates nothing', async (body, message) => {
    const before = await userCount();
    const response = await server.client().post('/api/auth/register', body);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message });
    expect(await userCount()).toBe(before);
  });

  it('refuses a taken username (any case) or email with 409, saying which one', async () => {
    const first = await registerUserOverHttp(server.client());
    const before = await userCount();
    const sameName = await server.client().post('/api/auth/register', {
      ...newUserDetails(),
      username: first.username.toUpperCase(),
    });
    expect(sameName.status).toBe(409);
    expect(sameName.body).toEqual({ message: 'Username is already taken.' });
    const sameEmail = await server.client().post('/api/auth/register', {
      ...newUserDetails(),
      email: first.email.toUpperCase(),
    });
    expect(sameEmail.status).toBe(409);
    expect(sameEmail.body).toEqual({
      message: 'An account with this email already exists. Log in or reset your password.',
    });
    // Both taken (someone registering again): the e-mail is named, the way back to the account.
    const both = await server.client().post('/api/auth/register', {
      ...newUserDetails(),
      username: first.username,
      email: first.email,
    });
    expect(both.body).toEqual({ message: EMAIL_TAKEN });
    expect(await userCount()).toBe(before);
  });

  it('lets only one of two simultaneous registrations of a name through', async () => {
    const username = newUserDetails('race').username;
    const responses = await Promise.all(
      [0, 1, 2].map(() =>
        server.client().post('/api/auth/register', { ...newUserDetails(), username }),
      ),
    );
    expect(responses.map((response) => response.status).sort()).toEqual([201, 409, 409]);
    for (const response of responses.filter((r) => r.status === 409)) {
      expect(response.body).toEqual({ message: USERNAME_TAKEN });
    }
  });

  it('tells which unique value a losing insert hit (the race path of registration)', async () => {
    const first = await registerUserOverHttp(server.client());
    const db = server.database.db;
    const fresh = newUserDetails();
    expect(
      await tryInsertUser(db, { username: first.username.toUpperCase(), email: fresh.email }),
    ).toEqual({
      taken: 'username',
    });
    expect(await tryInsertUser(db, { username: fresh.username, email: first.email })).toEqual({
      taken: 'email',
    });
  });

  it('logs in by username or email in any case', async () => {
    const account = await registerUserOverHttp(server.client());
    for (const identifier of [
      account.username,
      account.username.toUpperCase(),
      account.email.toUpperCase(),
    ]) {
      const response = await server
        .client()
        .post('/api/auth/login', { identifier, password: account.password });
      expect(response.status).toBe(200);
      expect(response.body._id).toBe(account.user._id);
      expect(response.body.email).toBe(account.email);
      expect(response.body).not.toHaveProperty('passwordHash');
      const profile = await server
        .client()
        .get('/api/users/profile', { token: response.body.token });
      expect(profile.body.username).toBe(account.username);
    }
  });

  it('admits a burst of logins through the sign-in queue, a few at a time, and lets each in', async () => {
    const account = await registerUserOverHttp(server.client());
    const admittedBefore = signInQueue.stats.waits;
    const burst = signInQueue.concurrency + 4;
    // The admitted logins are held until the whole burst has reached the queue, so what waits
    // there is counted at one known moment rather than sampled while the logins run.
    const run = signInQueue.run.bind(signInQueue);
    let arrived = 0;
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const spy = vi.spyOn(signInQueue, 'run').mockImplementation((job) => {
      arrived += 1;
      return run(async () => {
        await gate;
        return job();
      });
    });
    try {
      const answers = Promise.all(
        Array.from({ length: burst }, () =>
          server
            .client()
            .post('/api/auth/login', { identifier: account.username, password: account.password }),
        ),
      );
      await vi.waitFor(() => expect(arrived).toBe(burst), { timeout: 10_000 });
      // p-limit admits on a microtask; after it, the logins beyond the queue's width wait there,
      // before any of their database work.
      await new Promise((resolve) => setImmediate(resolve));
      expect(signInQueue.waiting).toBe(burst - signInQueue.concurrency);
      open();
      for (const response of await answers) expect(response.status).toBe(200);
    } finally {
      open();
      spy.mockRestore();
    }
    expect(signInQueue.stats.waits - admittedBefore).toBe(burst);
  });

  it('answers 401 "Invalid credentials." for a wrong password, an unknown user, or a Google-only account', async () => {
    const account = await registerUserOverHttp(server.client());
    const googleOnly = newUserDetails('g');
    await server.database.db.insert(users).values({
      id: newId(),
      username: googleOnly.username,
      email: googleOnly.email,
      googleId: 'google-only-1',
    });
    const attempts = [
      { identifier: account.username, password: 'wrong password' },
      { identifier: account.email, password: `${account.password}x` },
      { identifier: 'nobody-here', password: account.password },
      { identifier: 'nobody@example.com', password: account.password },
      { identifier: googleOnly.username, password: googleOnly.password },
    ];
    for (const body of attempts) {
      const response = await server.client().post('/api/auth/login', body);
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ message: 'Invalid credentials.' });
    }
  });

  it('refuses a login with missing fields with 400', async () => {
    const noIdentifier = await server.client().post('/api/auth/login', { password: 'secret1' });
    expect(noIdentifier.status).toBe(400);
    expect(noIdentifier.body).toEqual({ message: 'Username or email is required.' });
    const noPassword = await server.client().post('/api/auth/login', { identifier: 'someone' });
    expect(noPassword.status).toBe(400);
    expect(noPassword.body).toEqual({ message: 'Password is required.' });
    const noBody = await server.client().request('POST', '/api/auth/login');
    expect(noBody.status).toBe(400);
    expect(typeof noBody.body.message).toBe('string');
  });

  it('answers 401 to the profile without, with a garbage, with an expired or with a forged token', async () => {
    const account = await registerUserOverHttp(server.client());
    const key = new TextEncoder().encode(deriveKey(server.server.ctx.secret, 'jwt'));
    const expired = await new SignJWT({ ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(account.user._id)
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(key);
    const forged = await new SignJWT({ ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(account.user._id)
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('not the server secret'));
    const none = await server.client().get('/api/users/profile', { token: null });
    expect(none.status).toBe(401);
    expect(none.body).toEqual({ message: 'Please log in to continue.' });
    for (const token of ['garbage', `${account.token}x`, expired, forged]) {
      const response = await server.client().get('/api/users/profile', { token });
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ message: 'Your session has expired. Please log in again.' });
    }
  });
});

describe('rate limits on accounts', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ RATE_LIMITS: 'on' });
  });
  afterAll(() => server.close());

  it('stops password guessing on an account after a few failures, whichever identifier is used', async () => {
    const account = await registerUserOverHttp(server.client());
    const client = server.client();
    for (let attempt = 0; attempt < FREE_ATTEMPTS + 1; attempt += 1) {
      const response = await client.post('/api/auth/login', {
        identifier: attempt % 2 ? account.email : account.username,
        password: 'wrong!',
      });
      expect(response.status).toBe(401);
    }
    const blocked = await client.post('/api/auth/login', {
      identifier: account.email.toUpperCase(),
      password: account.password,
    });
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(
      /^Too many failed sign-ins for this account\. Please try again in \d+ seconds?\.$/,
    );
    const other = await registerUserOverHttp(server.client());
    const unaffected = await client.post('/api/auth/login', {
      identifier: other.email,
      password: other.password,
    });
    expect(unaffected.status).toBe(200);
  });
});
