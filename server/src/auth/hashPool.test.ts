import { describe, expect, it } from 'vitest';
import { createMetrics } from '../platform/metrics';
import { registerHashPoolGauges } from './hashPoolMetrics';
import { HASH_CONCURRENCY, hashPool, inHashPool, signInQueue } from './hashPool';

describe('password hashing pool', () => {
  it('runs at most cores - 1 hashes at once, queues the rest and reports the wait', async () => {
    const jobs = HASH_CONCURRENCY + 3;
    let running = 0;
    let most = 0;
    const releases: (() => void)[] = [];
    const waitsBefore = hashPool.stats.waits;
    const done = Promise.all(
      Array.from({ length: jobs }, () =>
        inHashPool(async () => {
          running += 1;
          most = Math.max(most, running);
          await new Promise<void>((resolve) => releases.push(resolve));
          running -= 1;
        }),
      ),
    );
    await expect.poll(() => releases.length).toBe(HASH_CONCURRENCY);
    expect(hashPool.waiting).toBe(3);
    const { registry } = createMetrics();
    registerHashPoolGauges(registry);
    const metrics = await registry.metrics();
    expect(metrics).toMatch(/^serendip_password_hash_queue 3$/m);
    // Release one job at a time: each frees a slot for exactly one waiting job.
    for (let released = 0; released < jobs; released += 1) {
      await expect.poll(() => releases.length).toBeGreaterThan(released);
      releases[released]();
    }
    await done;
    expect(most).toBe(HASH_CONCURRENCY);
    expect(hashPool.waiting).toBe(0);
    expect(hashPool.stats.waits - waitsBefore).toBe(jobs);
    expect(hashPool.stats.waitSecondsMax).toBeGreaterThan(0);
  });

  it('admits sign-ins one more at a time than hashes, and reports their queue too', async () => {
    expect(signInQueue.concurrency).toBe(HASH_CONCURRENCY + 1);
    const releases: (() => void)[] = [];
    const done = Promise.all(
      Array.from({ length: signInQueue.concurrency + 2 }, () =>
        signInQueue.run(() => new Promise<void>((resolve) => releases.push(resolve))),
      ),
    );
    await expect.poll(() => releases.length).toBe(signInQueue.concurrency);
    const { registry } = createMetrics();
    registerHashPoolGauges(registry);
    expect(await registry.metrics()).toMatch(/^serendip_sign_in_queue 2$/m);
    for (let released = 0; released < signInQueue.concurrency + 2; released += 1) {
      await expect.poll(() => releases.length).toBeGreaterThan(released);
      releases[released]();
    }
    await done;
    expect(signInQueue.waiting).toBe(0);
  });
});
