import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import pino from 'pino';
import { MemoryHub } from '../hub/memoryHub';
import { RemoteCaptcha, SITEVERIFY_URLS } from './remote';

/** A fake siteverify endpoint: tokens starting with "good" pass; every request is recorded. */
let fake: http.Server;
let endpoint: string;
const requests: Array<{ contentType?: string; form: URLSearchParams }> = [];
let status = 200;

beforeAll(async () => {
  fake = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      const form = new URLSearchParams(body);
      requests.push({ contentType: request.headers['content-type'], form });
      const success =
        form.get('secret') === 'server-secret' && Boolean(form.get('response')?.startsWith('good'));
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify(
          success
            ? { success: true }
            : { success: false, 'error-codes': ['invalid-input-response'] },
        ),
      );
    });
  });
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(fake.address() as AddressInfo).port}/siteverify`;
});
afterAll(() => new Promise<void>((resolve) => fake.close(() => resolve())));
beforeEach(() => {
  requests.length = 0;
  status = 200;
});

const logger = pino({ level: 'silent' });
const remote = (
  provider: 'recaptcha' | 'hcaptcha' | 'turnstile',
  options: { secret?: string; endpoint?: string } = {},
) =>
  new RemoteCaptcha(provider, {
    secret: 'server-secret',
    hub: new MemoryHub(),
    logger,
    endpoint,
    ...options,
  });

describe('RemoteCaptcha', () => {
  it('posts secret, response and remoteip as a form and accepts a token once', async () => {
    const captcha = remote('turnstile');
    expect(await captcha.verify('good-token', '203.0.113.7')).toBe(true);
    expect(requests[0].contentType).toMatch(/^application\/x-www-form-urlencoded/);
    expect(Object.fromEntries(requests[0].form)).toEqual({
      secret: 'server-secret',
      response: 'good-token',
      remoteip: '203.0.113.7',
    });
    expect(await captcha.verify('good-token', '203.0.113.7')).toBe(false);
  });

  it('refuses what the provider refuses, and fails closed when it cannot be reached', async () => {
    expect(await remote('hcaptcha').verify('bad-token')).toBe(false);
    expect(requests[0].form.has('remoteip')).toBe(false);
    expect(await remote('recaptcha', { secret: 'wrong' }).verify('good-token')).toBe(false);
    status = 500;
    expect(await remote('recaptcha').verify('good-again')).toBe(false);
    expect(
      await remote('recaptcha', { endpoint: 'http://127.0.0.1:1/siteverify' }).verify('good-token'),
    ).toBe(false);
  });

  it('uses each provider’s siteverify URL by default and issues no challenge', async () => {
    expect(SITEVERIFY_URLS).toEqual({
      recaptcha: 'https://www.google.com/recaptcha/api/siteverify',
      hcaptcha: 'https://api.hcaptcha.com/siteverify',
      turnstile: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
    });
    await expect(remote('turnstile').createChallenge()).rejects.toThrow(
      /issues its own challenges/,
    );
  });
});
