import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemorySignalStore, SWEEP_EVERY_MS } from './memoryStore';

const DAY_MS = 24 * 60 * 60_000;

describe('MemorySignalStore', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-27T12:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sweeps out report counts, flags and lists once they expired', async () => {
    const store = new MemorySignalStore();
    // A day of reports against 1,000 different people, none of them reported again.
    for (let i = 0; i < 1000; i += 1) {
      await store.countDistinct(`reports:p${i}`, `reporter${i}`, DAY_MS);
      await store.setFlag(`slowed:p${i}`, DAY_MS);
      await store.keepMember(`avoid:p${i}`, `reporter${i}`, DAY_MS, 100);
    }
    expect(store.size).toBe(3000);
    vi.advanceTimersByTime(DAY_MS + SWEEP_EVERY_MS);
    await store.setFlag('slowed:today', DAY_MS);
    expect(store.size).toBe(1);
    expect(await store.hasAnyFlag(['slowed:p1'])).toBe(false);
    expect(await store.members('avoid:p1')).toEqual([]);
    expect(await store.countDistinct('reports:p1', 'someone', DAY_MS)).toBe(1);
  });

  it('keeps what has not expired, and sweeps at most once per interval', async () => {
    const store = new MemorySignalStore();
    await store.setFlag('slowed:short', 1000);
    await store.setFlag('slowed:long', DAY_MS);
    await store.keepMember('avoid:x', 'a', 1000, 10);
    await store.keepMember('avoid:x', 'b', DAY_MS, 10);
    vi.advanceTimersByTime(SWEEP_EVERY_MS);
    await store.countDistinct('reports:x', 'r', DAY_MS);
    // Swept: the short flag went, the long one and the list's live member stayed.
    expect(store.size).toBe(3);
    expect(await store.hasAnyFlag(['slowed:long'])).toBe(true);
    expect(await store.members('avoid:x')).toEqual(['b']);
    await store.setFlag('slowed:brief', 1);
    vi.advanceTimersByTime(10);
    await store.setFlag('slowed:other', DAY_MS);
    // Not swept again so soon: the brief flag is still held (though not set).
    expect(store.size).toBe(5);
    expect(await store.hasAnyFlag(['slowed:brief'])).toBe(false);
  });
});
