import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/support';
import { UNKNOWN_ID } from '../../test/photoFixtures';

describe('rate limits on posting', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ RATE_LIMITS: 'on' });
  });
  afterAll(() => server.close());

  async function statuses(method: string, path: string, attempts: number): Promise<number[]> {
    const client = server.client();
    const seen: number[] = [];
    for (let attempt = 0; attempt < attempts; attempt += 1) {
      const options =
        path === '/api/photos' ? { form: new FormData() } : { json: { text: 'hello' } };
      seen.push((await client.request(method, path, { ...options, token: null })).status);
    }
    return seen;
  }

  it('allows 30 uploads an hour from one address', async () => {
    const seen = await statuses('POST', '/api/photos', 31);
    expect(seen.slice(0, 30).every((status) => status === 401)).toBe(true);
    expect(seen[30]).toBe(429);
  });

  it('allows 60 comments per 10 minutes from one address', async () => {
    const seen = await statuses('POST', `/api/comments/${UNKNOWN_ID}`, 61);
    expect(seen.slice(0, 60).every((status) => status === 401)).toBe(true);
    expect(seen[60]).toBe(429);
  });
});
