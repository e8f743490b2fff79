import fs from 'node:fs';
import path from 'node:path';
import { webDist } from '../src/platform/paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextEvent, startTestServer, type TestServer } from './support';

describe('platform', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('answers health, readiness, metrics and config', async () => {
    const client = server.client();
    expect((await client.get('/healthz')).body).toEqual({ status: 'ok' });
    expect((await client.get('/readyz')).status).toBe(200);
    expect((await client.get('/metrics')).body).toContain('serendip_sockets');
    const config = await client.get('/api/config');
    expect(config.body.captcha.provider).toBe('altcha');
    expect(config.headers.get('x-content-type-options')).toBe('nosniff');
    expect(config.headers.get('content-security-policy')).toContain("script-src 'self'");
  });

  it('sends the security headers on every answer: pages, API results and errors alike', async () => {
    const client = server.client();
    for (const answer of [
      await client.get('/api/config'),
      await client.get('/onboarding'),
      await client.get('/api/users/profile'), // 401
      await client.get('/api/no-such-route'), // 404
    ]) {
      const csp = answer.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain(
        "script-src 'self' 'wasm-unsafe-eval' https://accounts.google.com/gsi/client",
      );
      expect(csp).toContain("worker-src 'self' blob:");
      expect(csp).not.toContain('upgrade-insecure-requests');
      expect(answer.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(answer.headers.get('referrer-policy')).toBe('no-referrer');
      expect(answer.headers.get('cross-origin-opener-policy')).toBe('same-origin');
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      // Plain HTTP here: HSTS would pin a localhost to HTTPS.
      expect(answer.headers.get('strict-transport-security')).toBeNull();
    }
  });

  it('describes the API in OpenAPI at /api/docs', async () => {
    const docs = await server.client().get('/api/docs/json');
    expect(docs.status).toBe(200);
    expect(docs.body.openapi).toMatch(/^3\./);
    expect(Object.keys(docs.body.paths)).toEqual(
      expect.arrayContaining([
        '/api/auth/register',
        '/api/auth/login',
        '/api/users/profile',
        '/api/contact',
      ]),
    );
  });

  it('serves the web app for app routes and JSON 404s elsewhere', async () => {
    const page = await server.client().get('/onboarding');
    if (fs.existsSync(path.join(webDist, 'index.html'))) {
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toContain('text/html');
      expect(page.body).toContain('<div id="root">');
    } else {
      expect(page.status).toBe(503);
      expect(page.body.message).toMatch(/not built/);
    }
    const upload = await server.client().get('/uploads/avatars/missing.jpg');
    expect(upload.status).toBe(404);
  });

  it('answers unknown API paths with 404 { message }', async () => {
    const response = await server.client().get('/api/nope');
    expect(response.status).toBe(404);
    expect(response.body.message).toMatch(/No route/);
  });

  it('refuses a state-changing request that carries our cookie without the anti-forgery token', async () => {
    const client = server.client();
    await client.get('/api/config');
    const response = await client.post(
      '/api/auth/login',
      { identifier: 'a', password: 'b' },
      { xsrf: false },
    );
    expect(response.status).toBe(403);
    expect(response.body.message).toMatch(/anti-forgery/);
  });

  it('counts people online and broadcasts the count', async () => {
    const first = await server.socket();
    const counted = nextEvent<number>(first, 'updateOnlineUsersCount');
    const second = await server.socket();
    expect(await counted).toBe(2);
    const count = await new Promise<number>((resolve) =>
      first.emit('getOnlineUsersCount', resolve),
    );
    expect(count).toBe(2);
    const dropped = nextEvent<number>(first, 'updateOnlineUsersCount');
    second.disconnect();
    expect(await dropped).toBe(1);
  });
});
