import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connectSocket, type Socket } from 'socket.io-client';
import { registerUser, startTestServer, type TestServer } from '../support';

/**
 * Per-address limits must not fall to a forged X-Forwarded-For. The test plays
 * the reverse proxy in front of the server (TRUST_PROXY=1): a client writes whatever it likes in
 * the header, and the proxy appends the address it really received the request from.
 */
const REAL_CLIENT = '203.0.113.7';
const forged = (index: number) => `10.${index >> 8}.${index & 255}.1, ${REAL_CLIENT}`;

describe('X-Forwarded-For spoofing (TRUST_PROXY=1)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      TRUST_PROXY: '1',
      RATE_LIMITS: 'on',
      MAX_SOCKETS_PER_ADDRESS: '3',
    });
  });
  afterAll(() => server.close());

  it('stops 200 wrong passwords on one account sent from 200 claimed addresses', async () => {
    const account = await registerUser(server.client());
    const statuses: number[] = [];
    for (let index = 0; index < 200; index += 1) {
      // Each guess also claims a different real address, as a botnet would: only the account counts.
      const response = await server
        .client()
        .post(
          '/api/auth/login',
          { identifier: index % 2 ? account.email : account.username, password: `guess-${index}` },
          { headers: { 'x-forwarded-for': `198.18.${index >> 8}.${index & 255}` } },
        );
      statuses.push(response.status);
    }
    const checked = statuses.filter((status) => status === 401).length;
    // 5 free attempts, then one per lock window (2 s, 4 s, ...): a handful at most in this run.
    expect(checked).toBeLessThanOrEqual(8);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(190);
    const refused = await server
      .client()
      .post(
        '/api/auth/login',
        { identifier: account.username, password: account.password },
        { headers: { 'x-forwarded-for': '198.19.0.1' } },
      );
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/Please try again in \d+ seconds?\.$/);
  });

  it('counts login attempts per real address, whatever the client writes before it', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 60; index += 1) {
      const response = await server
        .client()
        .post(
          '/api/auth/login',
          { identifier: `nobody-${index}`, password: 'whatever1' },
          { headers: { 'x-forwarded-for': forged(index) } },
        );
      statuses.push(response.status);
    }
    // The route allows 50 per address in 15 minutes.
    expect(statuses.slice(0, 50).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(50).every((status) => status === 429)).toBe(true);
  });

  it('caps live sockets per real address, and frees the slot when one closes', async () => {
    const address = '198.51.100.23';
    const open = (index: number) =>
      new Promise<Socket>((resolve, reject) => {
        const socket = connectSocket(server.url, {
          transports: ['websocket'],
          forceNew: true,
          reconnection: false,
          extraHeaders: { 'x-forwarded-for': `${forged(index).split(',')[0]}, ${address}` },
        });
        socket.once('connect', () => resolve(socket));
        socket.once('connect_error', (error) => {
          socket.close();
          reject(error);
        });
      });
    const sockets = [await open(1), await open(2), await open(3)];
    await expect(open(4)).rejects.toThrow(
      'Too many connections from your network. Close some tabs and try again.',
    );
    // Another address is not affected.
    const elsewhere = await new Promise<Socket>((resolve, reject) => {
      const socket = connectSocket(server.url, {
        transports: ['websocket'],
        forceNew: true,
        extraHeaders: { 'x-forwarded-for': '198.51.100.99' },
      });
      socket.once('connect', () => resolve(socket));
      socket.once('connect_error', reject);
    });
    elsewhere.close();
    sockets[0].close();
    let replaced: Socket | undefined;
    for (let waited = 0; !replaced && waited < 5000; waited += 50) {
      replaced = await open(5).catch(async () => {
        await new Promise((resolve) => setTimeout(resolve, 50));
        return undefined;
      });
    }
    expect(replaced?.connected).toBe(true);
    for (const socket of [...sockets, replaced]) socket?.close();
  });
});
