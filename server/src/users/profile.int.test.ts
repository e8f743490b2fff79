import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, startTestServer, type TestServer } from '../../test/support';
import { blocks } from '../platform/db/schema';

/** The own record as registration answered it, without its token. */
function recordOf(account: Awaited<ReturnType<typeof registerUser>>) {
  const { token: _token, ...user } = account.user;
  return user;
}

describe('own profile and onboarding', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('shows blocks in both directions on the own profile', async () => {
    const me = await registerUser(server.client());
    const blocked = await registerUser(server.client());
    const blocker = await registerUser(server.client());
    await server.database.db.insert(blocks).values([
      { blockerId: me.user._id, blockedId: blocked.user._id },
      { blockerId: blocker.user._id, blockedId: me.user._id },
    ]);
    const client = server.client();
    client.token = me.token;
    const profile = await client.get('/api/users/profile');
    expect(profile.status).toBe(200);
    expect(profile.body.blockedUsers).toEqual([blocked.user._id]);
    expect(profile.body.blockedBy).toEqual([blocker.user._id]);
  });

  it('lists each direction of blocks oldest first, on the profile and at login', async () => {
    const me = await registerUser(server.client());
    const others = await Promise.all(
      Array.from({ length: 4 }, () => registerUser(server.client())),
    );
    const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1, 0, minutes));
    // Inserted out of order, both directions interleaved in time.
    await server.database.db.insert(blocks).values([
      { blockerId: me.user._id, blockedId: others[1].user._id, createdAt: at(3) },
      { blockerId: others[2].user._id, blockedId: me.user._id, createdAt: at(4) },
      { blockerId: me.user._id, blockedId: others[0].user._id, createdAt: at(1) },
      { blockerId: others[3].user._id, blockedId: me.user._id, createdAt: at(2) },
    ]);
    const client = server.client();
    client.token = me.token;
    const login = await server
      .client()
      .post('/api/auth/login', { identifier: me.username, password: me.password });
    for (const own of [(await client.get('/api/users/profile')).body, login.body]) {
      expect(own.blockedUsers).toEqual([others[0].user._id, others[1].user._id]);
      expect(own.blockedBy).toEqual([others[3].user._id, others[2].user._id]);
    }
  });

  it('updates only the fields sent and answers the whole own record', async () => {
    const account = await registerUser(server.client());
    const client = server.client();
    client.token = account.token;

    const bio = await client.put('/api/users/profile', { bio: '  Hello there  ' });
    expect(bio.status).toBe(200);
    expect(bio.body).toEqual({ ...recordOf(account), bio: 'Hello there' });

    const interests = await client.put('/api/users/profile', {
      interests: [' Music', '', 'music', 'Travel '],
    });
    expect(interests.status).toBe(200);
    expect(interests.body).toEqual({
      ...recordOf(account),
      bio: 'Hello there',
      interests: ['Music', 'Travel'],
    });

    const renamed = `${account.username}_2`;
    const name = await client.put('/api/users/profile', { username: renamed });
    expect(name.body).toEqual({
      ...recordOf(account),
      username: renamed,
      bio: 'Hello there',
      interests: ['Music', 'Travel'],
    });
    expect((await client.get('/api/users/profile')).body).toEqual(name.body);

    // A new case of one's own name is fine.
    const recased = await client.put('/api/users/profile', { username: renamed.toUpperCase() });
    expect(recased.status).toBe(200);
    expect(recased.body.username).toBe(renamed.toUpperCase());

    const login = await server
      .client()
      .post('/api/auth/login', { identifier: renamed, password: account.password });
    expect(login.status).toBe(200);
  });

  it('refuses a taken username (any case) with 409 and changes nothing', async () => {
    const me = await registerUser(server.client());
    const other = await registerUser(server.client());
    const client = server.client();
    client.token = me.token;
    const response = await client.put('/api/users/profile', {
      username: other.username.toUpperCase(),
      bio: 'changed',
    });
    expect(response.status).toBe(409);
    expect(response.body).toEqual({ message: 'Username is already taken.' });
    expect((await client.get('/api/users/profile')).body).toEqual(recordOf(me));
  });

  it.each([
    ['a short username', { username: 'ab' }, 'Username must be at least 3 characters.'],
    [
      'a username with spaces',
      { username: 'no spaces' },
      expect.stringMatching(/^Username may contain/),
    ],
    ['a long bio', { bio: 'x'.repeat(501) }, 'Bio must be at most 500 characters.'],
    [
      '21 interests',
      { interests: Array.from({ length: 21 }, (_, index) => `i${index}`) },
      'At most 20 interests.',
    ],
    ['interests as a string', { interests: 'Music' }, 'Invalid request.'],
    ['a null username', { username: null }, 'Username is required.'],
  ])('refuses %s with 400 and changes nothing', async (_case, body, message) => {
    const me = await registerUser(server.client());
    const client = server.client();
    client.token = me.token;
    const response = await client.put('/api/users/profile', body);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message });
    expect((await client.get('/api/users/profile')).body).toEqual(recordOf(me));
  });

  it('completes onboarding with bio and interests, or with nothing', async () => {
    const me = await registerUser(server.client());
    const client = server.client();
    client.token = me.token;
    const response = await client.post('/api/users/onboarding', {
      bio: 'New here',
      interests: ['Music', 'Food'],
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      ...recordOf(me),
      bio: 'New here',
      interests: ['Music', 'Food'],
      onboardingCompleted: true,
    });
    expect((await client.get('/api/users/profile')).body.onboardingCompleted).toBe(true);

    const skipper = await registerUser(server.client());
    const empty = await server.client().post('/api/users/onboarding', {}, { token: skipper.token });
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual({ ...recordOf(skipper), onboardingCompleted: true });
  });

  it('refuses a bad onboarding with 400 and changes nothing', async () => {
    const me = await registerUser(server.client());
    const client = server.client();
    client.token = me.token;
    const response = await client.post('/api/users/onboarding', { bio: 'x'.repeat(501) });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: 'Bio must be at most 500 characters.' });
    expect((await client.get('/api/users/profile')).body).toEqual(recordOf(me));
  });

  it('requires a valid token on every own-profile route', async () => {
    const client = server.client();
    const calls = [
      () => client.get('/api/users/profile'),
      () => client.put('/api/users/profile', { bio: 'x' }),
      () => client.post('/api/users/onboarding', { bio: 'x' }),
      () => client.get('/api/users/recommendations'),
    ];
    for (const call of calls) {
      const response = await call();
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ message: 'Please log in to continue.' });
    }
    client.token = 'garbage';
    for (const call of calls) {
      const response = await call();
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ message: 'Your session has expired. Please log in again.' });
    }
  });
});
