import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryHub } from '../platform/hub/memoryHub';
import type { AppSocket } from '../platform/socket';
import { buildQueueEntry } from './queueEntry';

type Ctx = Parameters<typeof buildQueueEntry>[0];

const hub = new MemoryHub();
afterEach(() => vi.useRealTimers());
afterAll(() => hub.close());

/** A visitor's socket, as buildQueueEntry reads it. */
const visitor = (id: string) =>
  ({ id, data: { visitorId: crypto.randomUUID(), ipKey: 'ip' } }) as unknown as AppSocket;

describe('buildQueueEntry', () => {
  it('orders two requests of one millisecond as they were made, and widens from that millisecond', async () => {
    const now = 1_795_884_637_317;
    vi.useFakeTimers({ now, toFake: ['Date'] });
    // A visitor's entry reads no database; the hub holds the avoid lists (empty here).
    const ctx = { hub, secret: 'test secret', config: { anonymousWidenMs: 300 } } as unknown as Ctx;
    // The second's socket id sorts first: the Redis queues order equal times by id.
    const first = await buildQueueEntry(ctx, visitor('z'), []);
    const second = await buildQueueEntry(ctx, visitor('a'), ['Chess']);
    expect(Date.now()).toBe(now);
    expect(first.enqueuedAt).toBeGreaterThanOrEqual(now);
    expect(second.enqueuedAt).toBeGreaterThan(first.enqueuedAt);
    expect(second.enqueuedAt).toBeLessThan(now + 1);
    expect(first.widenAt).toBe(now);
    expect(second.widenAt).toBe(now + 300);
  });
});
