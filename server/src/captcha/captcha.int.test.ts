import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/support';
import { solveCaptcha } from '../../test/captcha';
import { RemoteCaptcha } from '../platform/captcha/remote';

describe('GET /api/captcha/challenge (ALTCHA)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('issues a fresh signed challenge, never cached', async () => {
    const client = server.client();
    const first = await client.get('/api/captcha/challenge');
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('no-store');
    expect(first.body).toMatchObject({
      parameters: {
        algorithm: 'SHA-256',
        cost: 1,
        expiresAt: expect.any(Number),
        keyPrefix: expect.any(String),
      },
      signature: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    const second = await client.get('/api/captcha/challenge');
    expect(second.body.parameters.nonce).not.toBe(first.body.parameters.nonce);
  });

  it('gives a payload the server accepts once (test helper solveCaptcha)', async () => {
    const payload = await solveCaptcha(server.client());
    expect(await server.server.ctx.captcha.verify(payload, '127.0.0.1')).toBe(true);
    expect(await server.server.ctx.captcha.verify(payload, '127.0.0.1')).toBe(false);
  });
});

describe('GET /api/captcha/challenge rate limit', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ RATE_LIMITS: 'on' });
  });
  afterAll(() => server.close());

  it('allows 60 challenges a minute per address, then answers 429 { message }', async () => {
    const client = server.client();
    for (let index = 0; index < 60; index += 1)
      expect((await client.get('/api/captcha/challenge')).status).toBe(200);
    const refused = await client.get('/api/captcha/challenge');
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(
      /^Too many requests\. Please try again in \d+ seconds?\.$/,
    );
  });
});

describe('remote captcha providers', () => {
  let server: TestServer;
  let fake: http.Server;
  const seen: URLSearchParams[] = [];
  beforeAll(async () => {
    fake = http.createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => {
        const form = new URLSearchParams(body);
        seen.push(form);
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ success: form.get('response') === 'turnstile-ok' }));
      });
    });
    await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
    server = await startTestServer({
      CAPTCHA_PROVIDER: 'turnstile',
      CAPTCHA_SITE_KEY: 'site',
      CAPTCHA_SECRET: 'secret',
    });
  });
  afterAll(async () => {
    await server.close();
    await new Promise<void>((resolve) => fake.close(() => resolve()));
  });

  it('have no challenge route', async () => {
    const response = await server.client().get('/api/captcha/challenge');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: 'The captcha provider issues its own challenges.' });
    expect(server.server.ctx.captcha.provider).toBe('turnstile');
  });

  it('check the widget token at the provider with the client address', async () => {
    const { ctx } = server.server;
    const endpoint = `http://127.0.0.1:${(fake.address() as AddressInfo).port}/turnstile/v0/siteverify`;
    ctx.captcha = new RemoteCaptcha('turnstile', {
      secret: 'secret',
      hub: ctx.hub,
      logger: ctx.logger,
      endpoint,
    });
    const client = server.client();
    const body = { name: 'Ada', email: 'ada@example.com', message: 'Hi' };
    expect((await client.post('/api/contact', { ...body, captcha: 'turnstile-ok' })).status).toBe(
      201,
    );
    expect(Object.fromEntries(seen[0])).toEqual({
      secret: 'secret',
      response: 'turnstile-ok',
      remoteip: '127.0.0.1',
    });
    expect((await client.post('/api/contact', { ...body, captcha: 'turnstile-ok' })).status).toBe(
      400,
    );
    expect((await client.post('/api/contact', { ...body, captcha: 'forged' })).status).toBe(400);
  });
});
