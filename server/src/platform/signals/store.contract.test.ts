import { describe, expect, it } from 'vitest';
import { memoryHubs, redisHubs, redisUrl } from '../../../test/hubs';
import type { StoreHost } from '../hub/types';
import { signalStore } from './store';

/** What every stranger store must do (memory, Redis). */
function signalStoreContract(makeHub: () => Promise<StoreHost>) {
  it('counts distinct members in a window and keeps flags until they expire', async () => {
    const store = signalStore(await makeHub());
    expect(await store.countDistinct('r:x', 'one', 60_000)).toBe(1);
    expect(await store.countDistinct('r:x', 'one', 60_000)).toBe(1);
    expect(await store.countDistinct('r:x', 'two', 60_000)).toBe(2);
    expect(await store.countDistinct('r:y', 'one', 60_000)).toBe(1);
    expect(await store.hasAnyFlag(['s:x'])).toBe(false);
    expect(await store.hasAnyFlag([])).toBe(false);
    await store.setFlag('s:x', 150);
    expect(await store.hasAnyFlag(['s:x'])).toBe(true);
    // Any of several: the set one may come first or last.
    expect(await store.hasAnyFlag(['s:other', 's:x'])).toBe(true);
    expect(await store.hasAnyFlag(['s:x', 's:other'])).toBe(true);
    expect(await store.hasAnyFlag(['s:other', 's:another'])).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(await store.hasAnyFlag(['s:x', 's:other'])).toBe(false);
  });

  it('forgets members older than the window', async () => {
    const store = signalStore(await makeHub());
    expect(await store.countDistinct('r:z', 'one', 150)).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(await store.countDistinct('r:z', 'two', 150)).toBe(1);
  });

  it('keeps list members until each expires, at most max, the longest kept dropping first', async () => {
    const store = signalStore(await makeHub());
    expect(await store.members('l:x')).toEqual([]);
    await store.keepMember('l:x', 'short', 150, 3);
    await store.keepMember('l:x', 'one', 60_000, 3);
    await store.keepMember('l:x', 'two', 60_000, 3);
    expect((await store.members('l:x')).sort()).toEqual(['one', 'short', 'two']);
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect((await store.members('l:x')).sort()).toEqual(['one', 'two']);
    await store.keepMember('l:x', 'one', 60_000, 3);
    await store.keepMember('l:x', 'three', 60_000, 3);
    await store.keepMember('l:x', 'four', 60_000, 3);
    expect((await store.members('l:x')).sort()).toEqual(['four', 'one', 'three']);
  });
}

describe('MemorySignalStore', () => {
  signalStoreContract(memoryHubs());
});

describe.skipIf(!redisUrl)('RedisSignalStore', () => {
  const hubs = redisHubs('strangerstest');
  signalStoreContract(() => hubs.connect());

  it('shares counts between processes', async () => {
    const [a, b] = [signalStore(await hubs.connect()), signalStore(await hubs.connect())];
    await a.countDistinct('r:shared', 'one', 60_000);
    expect(await b.countDistinct('r:shared', 'two', 60_000)).toBe(2);
    await a.setFlag('s:shared', 60_000);
    expect(await b.hasAnyFlag(['s:shared'])).toBe(true);
    await a.keepMember('l:shared', 'one', 60_000, 10);
    expect(await b.members('l:shared')).toEqual(['one']);
  });
});
