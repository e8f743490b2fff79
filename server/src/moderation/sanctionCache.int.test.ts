import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import crypto from 'node:crypto';
import { requestMatch } from '../../test/anonymous';
import { startTestServer, type TestServer } from '../../test/support';
import { sanctions } from '../platform/db/schema';
import { newId } from '../platform/ids';
import { visitorKey } from '../platform/visitorKey';
import { cachedRestriction } from './sanctionCache';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: 'true' });
});
afterAll(() => server.close());

const SUSPENDED = 'You are temporarily suspended from anonymous chat.';

describe('the cached "may match" answer', () => {
  it('serves a suspension from memory until it expires, then lets the person match by itself', async () => {
    const { ctx } = server.server;
    const visitorId = crypto.randomUUID();
    const key = visitorKey(ctx.secret, visitorId);
    const expiresAt = new Date(Date.now() + 2000);
    await ctx.db.insert(sanctions).values({
      id: newId(),
      visitorKey: key,
      kind: 'suspension',
      rule: 'respect',
      automatic: true,
      expiresAt,
    });
    const socket = await server.socket(undefined, {
      headers: { 'x-forwarded-for': '203.0.113.77' },
      visitorId,
    });
    expect(await requestMatch(server.url, socket)).toMatchObject({ ok: false, message: SUSPENDED });
    // Served from the cache: the same row (same object), no second query.
    const first = await cachedRestriction(ctx, { visitorKey: key });
    expect(await cachedRestriction(ctx, { visitorKey: key })).toBe(first);
    await new Promise((resolve) => setTimeout(resolve, expiresAt.getTime() - Date.now() + 50));
    // No one told the cache: the suspension ended by itself.
    expect(await cachedRestriction(ctx, { visitorKey: key })).toBeUndefined();
    expect((await requestMatch(server.url, socket)).ok).toBe(true);
    socket.disconnect();
  });
});
