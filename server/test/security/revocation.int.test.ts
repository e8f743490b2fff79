import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connectSocket, type Socket } from 'socket.io-client';
import { readOutbox } from '../outbox';
import { registerUser, startTestServer, type TestServer } from '../support';
import { userRoom } from '../../src/platform/socket';
import { expectCutInTime, serverDisconnect } from './cuts';

/**
 * A password reset, a logout and a logout everywhere must cut the account's
 * open sockets within a second, and the old tokens must be refused on HTTP and sockets alike.
 */
describe('revocation cuts sockets', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  /** Sockets of `userId` the server counts in the user's room (signed in, on this process). */
  const signedInSockets = async (userId: string) =>
    (await server.server.ctx.io.in(userRoom(userId)).fetchSockets()).length;

  async function login(identifier: string, password: string): Promise<string> {
    const response = await server.client().post('/api/auth/login', { identifier, password });
    expect(response.status).toBe(200);
    return response.body.token as string;
  }

  /** A socket sending its token as the web app does (handshake auth), or in the query. */
  async function socketWith(token: string, via: 'auth' | 'query'): Promise<Socket> {
    const socket = connectSocket(server.url, {
      transports: ['websocket'],
      forceNew: true,
      reconnection: false,
      ...(via === 'auth' ? { auth: { token } } : { query: { token } }),
    });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    return socket;
  }

  it('a password reset cuts every open socket of the account within 1 s; the old token stays out', async () => {
    const account = await registerUser(server.client());
    const second = await login(account.email, account.password);
    const sockets = [
      await socketWith(account.token, 'query'),
      await socketWith(account.token, 'auth'),
      await socketWith(second, 'auth'),
      await socketWith(second, 'query'),
    ];
    expect(await signedInSockets(account.user._id)).toBe(4);
    await server.client().post('/api/auth/forgotpassword', { email: account.email });
    let resetToken: string | undefined;
    for (let waited = 0; !resetToken && waited < 5000; waited += 50) {
      const mail = (await readOutbox(server.dataDir)).find((item) => item.to === account.email);
      resetToken = mail && /resetpassword\/([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
      if (!resetToken) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const cuts = sockets.map((socket) => serverDisconnect(socket));
    const reset = await server
      .client()
      .put(`/api/auth/resetpassword/${resetToken}`, { password: 'a brand new secret' });
    expect(reset.status).toBe(200);
    await expectCutInTime(cuts, Date.now());
    expect(await signedInSockets(account.user._id)).toBe(0);

    // The old tokens: refused over HTTP, and a socket with one is only a visitor.
    for (const token of [account.token, second]) {
      expect((await server.client().get('/api/users/profile', { token })).status).toBe(401);
      const again = await socketWith(token, 'auth');
      expect(await signedInSockets(account.user._id)).toBe(0);
      again.close();
    }
  });

  it('logout cuts the sockets of this device only and refuses its token; the other device stays', async () => {
    const account = await registerUser(server.client());
    const other = await login(account.username, account.password);
    const here = await socketWith(account.token, 'auth');
    const there = await socketWith(other, 'auth');
    const cut = serverDisconnect(here);
    const response = await server
      .client()
      .post('/api/auth/logout', undefined, { token: account.token });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: 'You have been logged out.' });
    await expectCutInTime([cut], Date.now());
    expect((await server.client().get('/api/users/profile', { token: account.token })).status).toBe(
      401,
    );
    expect((await server.client().get('/api/users/profile', { token: other })).status).toBe(200);
    expect(there.connected).toBe(true);
    expect(await signedInSockets(account.user._id)).toBe(1);
    there.close();
  });

  it('logout everywhere cuts every socket and refuses every token issued before', async () => {
    const account = await registerUser(server.client());
    const tokens = [account.token, await login(account.email, account.password)];
    const sockets = await Promise.all(tokens.map((token) => socketWith(token, 'query')));
    const cuts = sockets.map((socket) => serverDisconnect(socket));
    const response = await server
      .client()
      .post('/api/auth/logout-all', undefined, { token: tokens[1] });
    expect(response.status).toBe(200);
    await expectCutInTime(cuts, Date.now());
    for (const token of tokens) {
      expect((await server.client().get('/api/users/profile', { token })).status).toBe(401);
    }
    // Signing in again works, with a fresh token.
    const fresh = await login(account.username, account.password);
    expect((await server.client().get('/api/users/profile', { token: fresh })).status).toBe(200);
  });

  it('a socket that drops and comes back with a revoked token does not get its rooms back', async () => {
    const account = await registerUser(server.client());
    const socket = connectSocket(server.url, {
      transports: ['websocket'],
      forceNew: true,
      query: { token: account.token },
      reconnection: false,
    });
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    expect(await signedInSockets(account.user._id)).toBe(1);
    // A broadcast received gives the client an offset to recover from.
    const received = new Promise((resolve) => socket.once('updateOnlineUsersCount', resolve));
    server.server.ctx.io.to(userRoom(account.user._id)).emit('updateOnlineUsersCount', 1);
    await received;
    // A network blip: the server keeps the socket's state (rooms included) for recovery...
    const dropped = new Promise((resolve) => socket.once('disconnect', resolve));
    socket.io.engine.close();
    await dropped;
    // ...and while it is away, the account logs out everywhere.
    const other = await login(account.username, account.password);
    expect(
      (await server.client().post('/api/auth/logout-all', undefined, { token: other })).status,
    ).toBe(200);
    // ...then it comes back, asking for its state (pid and offset) with the revoked token.
    const reconnected = new Promise<boolean>((resolve) =>
      socket.once('connect', () => resolve(socket.recovered)),
    );
    socket.connect();
    expect(await reconnected).toBe(true);
    // Recovered with the user's rooms, it is cut at once; in no case may it sit in the user's room.
    for (let waited = 0; socket.connected && waited < 2000; waited += 50)
      await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await signedInSockets(account.user._id)).toBe(0);
    socket.close();
  });

  it('needs a valid token to log out', async () => {
    for (const path of ['/api/auth/logout', '/api/auth/logout-all']) {
      const response = await server.client().post(path, undefined, { token: 'garbage' });
      expect(response.status).toBe(401);
    }
  });
});
