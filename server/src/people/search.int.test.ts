import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, startTestServer, type TestServer } from '../../test/support';
import { befriend, type Person } from '../../test/social';

describe('user search', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const tag = () => `q${Math.random().toString(36).slice(2, 8)}`;
  const named = async (username: string) => {
    const client = server.client();
    const account = await registerUser(client, { username });
    return { id: account.user._id, username, token: account.token, client };
  };
  const search = (viewer: Person, text: string) =>
    viewer.client.get(`/api/users/search?username=${encodeURIComponent(text)}`);

  it('matches any case, names starting with the text first, then by name; never oneself', async () => {
    const t = tag();
    const me = await named(`${t}_me`);
    const zeta = await named(`${t}zeta`);
    const inner = await named(`aa${t.toUpperCase()}x`);
    const alpha = await named(`${t.toUpperCase()}Alpha`);
    const innerB = await named(`bb${t}`);
    await named(`unrelated${tag()}`);

    const response = await search(me, t.toUpperCase());
    expect(response.status).toBe(200);
    expect(response.body.map((row: { _id: string }) => row._id)).toEqual([
      alpha.id,
      zeta.id,
      inner.id,
      innerB.id,
    ]);
    expect(response.body[0]).toEqual({
      _id: alpha.id,
      username: alpha.username,
      profilePicture: 'default_avatar.jpg',
      isFriend: false,
      requestSent: false,
      requestReceived: false,
    });
  });

  it('flags friends and pending requests each way', async () => {
    const t = tag();
    const me = await named(`${t}me`);
    const friend = await named(`${t}a`);
    const asked = await named(`${t}b`);
    const asking = await named(`${t}c`);
    await befriend(me, friend);
    await me.client.post(`/api/friends/request/${asked.id}`);
    await asking.client.post(`/api/friends/request/${me.id}`);
    const flags = (await search(me, t)).body.map(
      ({ isFriend, requestSent, requestReceived }: Record<string, boolean>) => ({
        isFriend,
        requestSent,
        requestReceived,
      }),
    );
    expect(flags).toEqual([
      { isFriend: true, requestSent: false, requestReceived: false },
      { isFriend: false, requestSent: true, requestReceived: false },
      { isFriend: false, requestSent: false, requestReceived: true },
    ]);
  });

  it('answers at most 20 rows', async () => {
    const t = tag();
    const me = await named(`me${t}`);
    for (let i = 0; i < 22; i += 1) await named(`${t}${String(i).padStart(2, '0')}`);
    const body = (await search(me, t)).body as { username: string }[];
    expect(body).toHaveLength(20);
    expect(body[0].username).toBe(`${t}00`);
    expect(body[19].username).toBe(`${t}19`);
  });

  it('answers [] for blank text, takes % and _ literally, and needs a login', async () => {
    const t = tag();
    const me = await named(`${t}me`);
    await named(`${t}x_y`);
    await named(`${t}xzy`);
    for (const text of ['', '   ']) {
      const response = await search(me, text);
      expect(response.status).toBe(200);
      expect(response.body).toEqual([]);
    }
    expect((await me.client.get('/api/users/search')).body).toEqual([]);
    expect((await search(me, `${t}x_`)).body.map((row: Person) => row.username)).toEqual([
      `${t}x_y`,
    ]);
    expect((await search(me, '%')).body).toEqual([]);
    const tooLong = await search(me, 'x'.repeat(101));
    expect(tooLong.status).toBe(400);
    expect(tooLong.body).toEqual({ message: 'Search text is too long.' });
    const loggedOut = await server.client().get(`/api/users/search?username=${t}`);
    expect(loggedOut.status).toBe(401);
  });
});
