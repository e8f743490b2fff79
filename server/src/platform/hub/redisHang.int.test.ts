import { afterEach, describe, expect, it } from 'vitest';
import { startPrivateRedis } from '../../../test/security/privateRedis';
import { createLogger } from '../logger';
import type { RedisClient } from './redisSpace';
import { connectRedis, HANG_MS, PROBE_MS } from './redisConnection';

/**
 * A Redis that stops answering without closing its connections (SIGSTOP on a redis-server of
 * the test's own; redis-server missing fails the test). The server's clients have no timer per
 * command: their probe must fail what waits, and connect again once Redis answers.
 */
describe('a Redis that hangs', () => {
  const cleanups: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it('fails waiting commands within the hang limit, fails new ones at once, then recovers', async () => {
    const redis = await startPrivateRedis();
    cleanups.push(() => redis.close());
    const client: RedisClient = await connectRedis(redis.url, createLogger('silent'), 'test');
    cleanups.push(async () => client.destroy());
    await client.set('before', '1');

    redis.pause();
    const started = Date.now();
    const waiting = client.get('before').then(
      () => 'answered',
      () => Date.now() - started,
    );
    const failedAfter = await waiting;
    expect(failedAfter).not.toBe('answered');
    expect(failedAfter).toBeLessThanOrEqual(HANG_MS + 2 * PROBE_MS + 500);
    // Reconnecting to a Redis that still does not answer: commands fail without waiting.
    const refusedAt = Date.now();
    await expect(client.get('before')).rejects.toThrow();
    expect(Date.now() - refusedAt).toBeLessThan(500);

    redis.resume();
    const deadline = Date.now() + 10_000;
    let value: string | null | undefined;
    while (value === undefined && Date.now() < deadline) {
      value = await client.get('before').catch(() => undefined);
      if (value === undefined) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(value).toBe('1');
  }, 30_000);
});
