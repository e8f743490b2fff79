import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryHub } from '../platform/hub/memoryHub';
import type { AppSocket } from '../platform/socket';
import { buildQueueEntry } from './queueEntry';
import { defaultTrustWeights } from '../trust/weights';

// The person's trust comes from the database through the access cache; here, a level per test.
const trust = vi.hoisted(() => ({ level: 'new' as 'new' | 'low' | 'standard' | 'high' }));
vi.mock('../trust/personTrust', async (original) => ({
  ...(await original<typeof import('../trust/personTrust')>()),
  personTrust: async () => ({ level: trust.level, history: { completedConversations: 1 } }),
}));

// Whom the person reported comes from the database through the access cache too: nobody here.
vi.mock('./reportedPeople', async (original) => ({
  ...(await original<typeof import('./reportedPeople')>()),
  cachedReportedIdentities: async () => [],
}));

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
    const ctx = { hub, secret: 'test secret', config: { anonymousWidenMs: 300 } } as unknown as Ctx;
    // The second's socket id sorts first: the Redis queues order equal times by id.
    const first = await buildQueueEntry(ctx, visitor('z'), { interests: [] });
    const second = await buildQueueEntry(ctx, visitor('a'), { interests: ['Chess'] });
    expect(Date.now()).toBe(now);
    expect(first.enqueuedAt).toBeGreaterThanOrEqual(now);
    expect(second.enqueuedAt).toBeGreaterThan(first.enqueuedAt);
    expect(second.enqueuedAt).toBeLessThan(now + 1);
    expect(first.widenAt).toBe(now);
    expect(second.widenAt).toBe(now + 300);
  });

  it('carries the trust level: new and low wait for their own first, high gets a head start', async () => {
    const now = 1_795_884_700_000;
    vi.useFakeTimers({ now, toFake: ['Date'] });
    const ctx = { hub, secret: 'test secret', config: { anonymousWidenMs: 300 } } as unknown as Ctx;
    const { guardedWaitMs, highHeadStartMs } = defaultTrustWeights.effects;
    trust.level = 'new';
    expect(await buildQueueEntry(ctx, visitor('n'), { interests: [] })).toMatchObject({
      trust: 'new',
      mixAt: now + guardedWaitMs,
      imagesLockedFor: defaultTrustWeights.effects.imagesLockedConversations.new - 1,
    });
    trust.level = 'high';
    const high = await buildQueueEntry(ctx, visitor('h'), { interests: [] });
    expect(high.trust).toBe('high');
    expect(high.mixAt).toBeUndefined();
    expect(high.rankAt).toBe(high.enqueuedAt - highHeadStartMs);
    trust.level = 'standard';
    const standard = await buildQueueEntry(ctx, visitor('s'), { interests: [] });
    expect([standard.trust, standard.mixAt, standard.rankAt]).toEqual([
      'standard',
      undefined,
      undefined,
    ]);
  });

  it('keeps the primary languages and waits for a shared one as long as for an interest', async () => {
    const now = 1_795_884_800_000;
    vi.useFakeTimers({ now, toFake: ['Date'] });
    const ctx = { hub, secret: 'test secret', config: { anonymousWidenMs: 300 } } as unknown as Ctx;
    const entry = await buildQueueEntry(ctx, visitor('l'), {
      interests: [],
      languages: ['es-MX', 'ES', 'pt-BR'],
      onlyMyLanguage: true,
    });
    expect(entry).toMatchObject({
      widenAt: now,
      languages: ['es', 'pt'],
      languageOnly: true,
      languageWidenAt: now + 300,
    });
    const plain = await buildQueueEntry(ctx, visitor('p'), { interests: [], onlyMyLanguage: true });
    expect([plain.languages, plain.languageOnly, plain.languageWidenAt]).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
  });
});
