import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support';

/**
 * The Prometheus endpoint answered anyone. Without
 * METRICS_TOKEN it now answers only this machine (not through a proxy); with it, only the token.
 */
const remote = { remoteAddress: '203.0.113.7' };

describe('/metrics without METRICS_TOKEN', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  it('answers a scraper on this machine', async () => {
    const response = await fetch(`${server.url}/metrics`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('serendip_sockets');
  });

  it('refuses another machine, and a request forwarded by a local proxy, with a message', async () => {
    const { app } = server.server;
    for (const request of [
      { method: 'GET' as const, url: '/metrics', ...remote },
      { method: 'GET' as const, url: '/metrics', headers: { 'x-forwarded-for': '203.0.113.7' } },
      { method: 'GET' as const, url: '/metrics', headers: { forwarded: 'for=203.0.113.7' } },
    ]) {
      const response = await app.inject(request);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toMatch(/METRICS_TOKEN/);
      expect(response.body).not.toContain('serendip_');
    }
  });
});

describe('/metrics with METRICS_TOKEN', () => {
  let server: TestServer;
  const token = 'metrics-token-for-tests-0123456789';
  beforeAll(async () => {
    server = await startTestServer({ METRICS_TOKEN: token });
  });
  afterAll(() => server?.close());

  it('answers the token from anywhere and refuses everything else', async () => {
    const { app } = server.server;
    const allowed = await app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${token}` },
      ...remote,
    });
    expect(allowed.statusCode).toBe(200);
    expect(allowed.body).toContain('serendip_sockets');
    for (const authorization of [undefined, 'Bearer wrong', `Basic ${token}`]) {
      const response = await app.inject({
        method: 'GET',
        url: '/metrics',
        headers: authorization ? { authorization } : {},
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'A valid metrics token is required.' });
    }
  });
});
