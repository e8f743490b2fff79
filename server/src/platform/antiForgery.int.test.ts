import { describe, expect, it } from 'vitest';
import { registerUser, sharedTestServer } from '../../test/support';

/**
 * Anti-forgery guards what a browser attaches by itself (cookies): requests that carry one need
 * the X-XSRF-TOKEN header, whatever their path or its spelling; cookie-less clients do not.
 */
const server = sharedTestServer();

const FORGED = /anti-forgery/;

describe('anti-forgery', () => {
  it('lets a cookie-less client with a Bearer token change state without the header', async () => {
    const { token } = await registerUser(server.client());
    const response = await fetch(`${server.url}/api/users/profile`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ bio: 'From a script' }),
    });
    expect(response.status).toBe(200);
  });

  it('refuses a request carrying our cookie without the header, also on an encoded path', async () => {
    const { token } = await registerUser(server.client());
    const first = await fetch(`${server.url}/api/config`);
    const cookie = first.headers.getSetCookie()[0].split(';')[0];
    for (const path of ['/api/users/profile', '/%61pi/users/profile', '/API/users/profile']) {
      const response = await fetch(server.url + path, {
        method: 'PUT',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', cookie },
        body: JSON.stringify({ bio: 'Forged' }),
      });
      expect(response.status, path).toBe(403);
      expect(((await response.json()) as { message: string }).message).toMatch(FORGED);
    }
    const profile = await fetch(`${server.url}/api/users/profile`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(((await profile.json()) as { bio: string }).bio).not.toBe('Forged');
  });
});
