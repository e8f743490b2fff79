import { afterEach, describe, expect, it, vi } from 'vitest';
import { AccessCache } from './accessCache';

afterEach(() => vi.useRealTimers());

describe('AccessCache', () => {
  it('keeps a value until keepUntil says, then loads again', async () => {
    vi.useFakeTimers();
    const cache = new AccessCache();
    let loads = 0;
    const load = async () => ++loads;
    const until = () => Date.now() + 1000;
    expect(await cache.get('k', ['t'], load, undefined, until)).toBe(1);
    vi.advanceTimersByTime(999);
    expect(await cache.get('k', ['t'], load, undefined, until)).toBe(1);
    vi.advanceTimersByTime(2);
    expect(await cache.get('k', ['t'], load, undefined, until)).toBe(2);
  });

  it('drops by tag, and does not keep a value loaded across a drop', async () => {
    const cache = new AccessCache();
    let loads = 0;
    expect(await cache.get('k', ['a', 'b'], async () => ++loads)).toBe(1);
    cache.drop(['b']);
    expect(await cache.get('k', ['a', 'b'], async () => ++loads)).toBe(2);
    const racing = cache.get('k2', ['c'], async () => {
      cache.drop(['c']);
      return 'stale';
    });
    expect(await racing).toBe('stale');
    expect(await cache.get('k2', ['c'], async () => 'fresh')).toBe('fresh');
  });
});
