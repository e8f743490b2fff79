/** The trust rules of stranger queues, run by the anonymous and video store contracts. */
import { expect, it } from 'vitest';
import { NOW, queueEntry } from '../hubs';
import type { StoreHost } from '../../src/platform/hub/types';
import type { QueueEntry } from '../../src/strangers/types';

/** One match request on a store: the partner's socket id, or 'waiting' / 'gone'. */
export type AskMatch = (
  hub: StoreHost,
  entry: QueueEntry,
  now: number,
  retry?: boolean,
) => Promise<string>;

const WAIT = 8000;
/** A person of `trust`, as buildQueueEntry queues them at NOW (trust/queueTrust.ts). */
const low = { trust: 'low', mixAt: NOW + WAIT } as const;
const fresh = { trust: 'new', mixAt: NOW + WAIT } as const;
const standard = { trust: 'standard' } as const;

/** What every stranger queue (anonymous text, video; memory and Redis) does with trust. */
export function trustMatchingContract(makeHub: () => Promise<StoreHost>, ask: AskMatch) {
  it('pairs low trust with low trust when a standard one waits too', async () => {
    const hub = await makeHub();
    const waitedLongest = queueEntry(hub, 'standard', { ...standard, enqueuedAt: NOW - 1000 });
    expect(await ask(hub, waitedLongest, NOW)).toBe('waiting');
    expect(await ask(hub, queueEntry(hub, 'low1', low), NOW)).toBe('waiting');
    expect(await ask(hub, queueEntry(hub, 'low2', { ...low, enqueuedAt: NOW + 1 }), NOW)).toBe(
      'low1',
    );
    // New and low are one circle: a newcomer meets a waiting low one, not the standard one.
    expect(await ask(hub, queueEntry(hub, 'low3', low), NOW)).toBe('waiting');
    expect(await ask(hub, queueEntry(hub, 'new1', fresh), NOW)).toBe('low3');
    // The standard one still waits for someone of its own kind.
    expect(await ask(hub, queueEntry(hub, 'standard2', standard), NOW)).toBe('standard');
  });

  it('pairs low trust with a standard one once the wait is over, from either side', async () => {
    const hub = await makeHub();
    const waiting = queueEntry(hub, 'standard', standard);
    expect(await ask(hub, waiting, NOW)).toBe('waiting');
    const lowOne = queueEntry(hub, 'low', low);
    expect(await ask(hub, lowOne, NOW)).toBe('waiting');
    expect(await ask(hub, lowOne, NOW + WAIT - 1, true)).toBe('waiting');
    // The wait is over: the low one's retry (its timer) finds the standard one.
    expect(await ask(hub, lowOne, NOW + WAIT, true)).toBe('standard');
    // A standard newcomer meets a low one waiting past its wait, too.
    expect(await ask(hub, queueEntry(hub, 'new', fresh), NOW)).toBe('waiting');
    expect(await ask(hub, queueEntry(hub, 'late', standard), NOW + WAIT)).toBe('new');
  });

  it('matches entries without trust fields as before, as standard ones', async () => {
    const hub = await makeHub();
    expect(await ask(hub, queueEntry(hub, 'old1'), NOW)).toBe('waiting');
    expect(await ask(hub, queueEntry(hub, 'standard', standard), NOW)).toBe('old1');
    expect(await ask(hub, queueEntry(hub, 'old2'), NOW)).toBe('waiting');
    expect(await ask(hub, queueEntry(hub, 'old3'), NOW)).toBe('old2');
    // An older process's entry is kept from a low one until its wait is over, like a standard one.
    expect(await ask(hub, queueEntry(hub, 'low', low), NOW)).toBe('waiting');
    expect(await ask(hub, queueEntry(hub, 'old4'), NOW)).toBe('waiting');
    expect(await ask(hub, queueEntry(hub, 'old5'), NOW + WAIT)).toBe('low');
  });

  it('serves high trust first: its head start puts it before those who waited less long', async () => {
    const hub = await makeHub();
    const before = queueEntry(hub, 'standard', { ...standard, enqueuedAt: NOW - 1000 });
    expect(await ask(hub, before, NOW)).toBe('waiting');
    const high = queueEntry(hub, 'high', { trust: 'high', rankAt: NOW - 5000 });
    expect(await ask(hub, high, NOW)).toBe('standard');
    // Both wait (they are excluded from each other): the newcomer meets the high one first.
    const a = queueEntry(hub, 'a', { ...standard, enqueuedAt: NOW - 1000 });
    const b = queueEntry(hub, 'b', { trust: 'high', rankAt: NOW - 5000, exclude: ['visitor:a'] });
    expect(await ask(hub, a, NOW)).toBe('waiting');
    expect(await ask(hub, b, NOW)).toBe('waiting');
    expect(await ask(hub, queueEntry(hub, 'c', standard), NOW)).toBe('b');
    expect(await ask(hub, queueEntry(hub, 'd', standard), NOW)).toBe('a');
  });
}
