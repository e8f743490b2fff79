import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  SignJWT,
  createLocalJWKSet,
  exportJWK,
  generateKeyPair,
  type CryptoKey,
  type JWTPayload,
} from 'jose';
import { registerUser, startTestServer, type TestServer } from '../../test/support';
import { users } from '../platform/db/schema';
import { usernameBase } from './google';

const CLIENT_ID = 'serendip-test.apps.googleusercontent.com';

describe('Google sign-in', () => {
  let server: TestServer;
  let privateKey: CryptoKey;
  let otherKey: CryptoKey;
  let sequence = 0;

  beforeAll(async () => {
    const pair = await generateKeyPair('RS256');
    privateKey = pair.privateKey;
    otherKey = (await generateKeyPair('RS256')).privateKey;
    const publicJwk = {
      ...(await exportJWK(pair.publicKey)),
      kid: 'test-key',
      alg: 'RS256',
      use: 'sig',
    };
    server = await startTestServer(
      { GOOGLE_CLIENT_ID: CLIENT_ID },
      { googleKeys: createLocalJWKSet({ keys: [publicJwk] }) },
    );
  });
  afterAll(() => server.close());

  function identity(overrides: JWTPayload = {}): JWTPayload {
    sequence += 1;
    const tag = `${Date.now().toString(36)}${sequence}`;
    return {
      sub: `google-${tag}`,
      email: `g${tag}@gmail.com`,
      email_verified: true,
      name: `Ada Lovelace ${tag}`,
      ...overrides,
    };
  }

  function googleToken(
    payload: JWTPayload,
    options: {
      audience?: string;
      issuer?: string;
      expires?: number | string;
      key?: CryptoKey;
    } = {},
  ) {
    return new SignJWT(payload)
      .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
      .setIssuer(options.issuer ?? 'https://accounts.google.com')
      .setAudience(options.audience ?? CLIENT_ID)
      .setIssuedAt()
      .setExpirationTime(options.expires ?? '1h')
      .sign(options.key ?? privateKey);
  }

  it('creates an account on first sign-in (201, created) and logs it in afterwards (200)', async () => {
    const claims = identity({ name: 'Ada Lovelace' });
    const first = await server
      .client()
      .post('/api/auth/google', { tokenId: await googleToken(claims) });
    expect(first.status).toBe(201);
    const { token, created, ...user } = first.body;
    expect(created).toBe(true);
    expect(user).toEqual({
      _id: expect.any(String),
      username: expect.stringMatching(/^Ada_Lovelace/),
      email: claims.email,
      bio: '',
      interests: [],
      profilePicture: 'default_avatar.jpg',
      blockedBy: [],
      blockedUsers: [],
      onboardingCompleted: false,
      shareReadState: true,
    });
    expect((await server.client().get('/api/users/profile', { token })).body._id).toBe(user._id);

    const again = await server.client().post('/api/auth/google', {
      tokenId: await googleToken(claims, { issuer: 'accounts.google.com' }),
    });
    expect(again.status).toBe(200);
    expect(again.body.created).toBe(false);
    expect(again.body._id).toBe(user._id);

    // Same display name, other person: still a unique username.
    const namesake = await server.client().post('/api/auth/google', {
      tokenId: await googleToken(identity({ name: 'Ada Lovelace' })),
    });
    expect(namesake.status).toBe(201);
    expect(namesake.body.username).not.toBe(user.username);
    expect(namesake.body.username).toMatch(/^Ada_Lovelace_\d{4}$/);
  });

  it('makes one account when the same Google account signs in several times at once', async () => {
    const tokenId = await googleToken(identity());
    const responses = await Promise.all(
      [0, 1, 2].map(() => server.client().post('/api/auth/google', { tokenId })),
    );
    expect(responses.map((response) => response.status).sort()).toEqual([200, 200, 201]);
    expect(new Set(responses.map((response) => response.body._id)).size).toBe(1);
  });

  it('links Google to an existing account with the same email, which keeps its password', async () => {
    const account = await registerUser(server.client());
    const claims = identity({ email: account.email.toUpperCase() });
    const response = await server
      .client()
      .post('/api/auth/google', { tokenId: await googleToken(claims) });
    expect(response.status).toBe(200);
    expect(response.body.created).toBe(false);
    expect(response.body._id).toBe(account.user._id);
    const [row] = await server.database.db
      .select()
      .from(users)
      .where(eq(users.id, account.user._id));
    expect(row.googleId).toBe(claims.sub);
    const login = await server
      .client()
      .post('/api/auth/login', { identifier: account.username, password: account.password });
    expect(login.status).toBe(200);
  });

  it.each([
    [
      'a wrong audience',
      async (claims: JWTPayload) =>
        googleToken(claims, { audience: 'someone-else.apps.googleusercontent.com' }),
    ],
    [
      'an expired token',
      async (claims: JWTPayload) =>
        googleToken(claims, { expires: Math.floor(Date.now() / 1000) - 600 }),
    ],
    [
      'a wrong issuer',
      async (claims: JWTPayload) => googleToken(claims, { issuer: 'https://evil.example.com' }),
    ],
    ['a foreign signature', async (claims: JWTPayload) => googleToken(claims, { key: otherKey })],
    [
      'an unverified email',
      async (claims: JWTPayload) => googleToken({ ...claims, email_verified: false }),
    ],
    ['no email', async (claims: JWTPayload) => googleToken({ ...claims, email: undefined })],
    ['garbage', async () => 'not.a.token'],
  ])('refuses %s with 401 and creates nothing', async (_case, makeToken) => {
    const claims = identity();
    const response = await server
      .client()
      .post('/api/auth/google', { tokenId: await makeToken(claims) });
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ message: 'Google sign-in failed.' });
    const rows = await server.database.db
      .select()
      .from(users)
      .where(eq(users.googleId, String(claims.sub)));
    expect(rows).toEqual([]);
  });

  it('refuses a missing token with 400', async () => {
    const response = await server.client().post('/api/auth/google', {});
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: 'Google token is required.' });
  });

  it('derives valid usernames from names and emails', () => {
    expect(usernameBase({ name: 'Zoë Ñúñez', email: 'x@example.com' })).toBe('Zoe_Nunez');
    expect(usernameBase({ name: '李', email: 'li.wei@example.com' })).toBe('li.wei');
    expect(usernameBase({ email: 'a@example.com' })).toBe('usera');
    expect(usernameBase({ name: 'x'.repeat(60), email: 'a@example.com' }).length).toBe(25);
  });
});

describe('Google sign-in when not configured', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('answers 404 with a message', async () => {
    const response = await server.client().post('/api/auth/google', { tokenId: 'anything' });
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: 'Google sign-in is not configured.' });
  });
});
