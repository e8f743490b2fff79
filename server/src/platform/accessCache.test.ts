import { afterEach, describe, expect, it, vi } from 'vitest';
import { AccessCache, pairTag, relationsTag } from './accessCache';

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

  it("drops both people's relations with a pair tag", async () => {
    const cache = new AccessCache();
    let loads = 0;
    const load = async () => ++loads;
    await cache.get('friends:a', [relationsTag('a')], load);
    await cache.get('friends:b', [relationsTag('b')], load);
    await cache.get('friends:c', [relationsTag('c')], load);
    cache.drop([pairTag('b', 'a')]);
    expect(await cache.get('friends:a', [relationsTag('a')], load)).toBe(4);
    expect(await cache.get('friends:b', [relationsTag('b')], load)).toBe(5);
    expect(await cache.get('friends:c', [relationsTag('c')], load)).toBe(3);
  });

  it('gets many at once, loading only the missing ones, and keeps nothing loaded across a drop', async () => {
    const cache = new AccessCache();
    const asked: string[][] = [];
    const load = async (keys: string[]) => {
      asked.push(keys);
      return new Map(keys.filter((key) => key !== 'none').map((key) => [key, `${key}!`]));
    };
    const tagsOf = (key: string) => [`t:${key}`];
    expect(await cache.getMany(['a', 'b'], tagsOf, load)).toEqual(
      new Map([
        ['a', 'a!'],
        ['b', 'b!'],
      ]),
    );
    expect(await cache.getMany(['a', 'c', 'none'], tagsOf, load)).toEqual(
      new Map([
        ['a', 'a!'],
        ['c', 'c!'],
      ]),
    );
    expect(asked).toEqual([
      ['a', 'b'],
      ['c', 'none'],
    ]);
    cache.drop(['t:b']);
    await cache.getMany(['a', 'b', 'c'], tagsOf, async (keys) => {
      cache.drop(['t:unrelated']); // a drop while loading: what was read may be stale
      return load(keys);
    });
    await cache.getMany(['a', 'b', 'c'], tagsOf, load);
    expect(asked.slice(2)).toEqual([['b'], ['b']]);
  });

  it('leaves no tag behind once its entries were dropped, replaced or evicted', async () => {
    const cache = new AccessCache();
    await cache.get('timeline', ['friend:1', 'friend:2', 'friend:3'], async () => 1);
    await cache.get('other', ['friend:2'], async () => 2);
    cache.drop(['friend:3']);
    expect(cache.size).toEqual({ entries: 1, tags: 1 });
    // an expired entry is stored again under the tags its new value has
    await cache.get(
      'expired',
      ['friend:4'],
      async () => 3,
      undefined,
      () => Date.now() - 1,
    );
    expect(await cache.get('expired', ['friend:5'], async () => 4)).toBe(4);
    expect(cache.size).toEqual({ entries: 2, tags: 2 });
    cache.drop(['friend:4']);
    expect(cache.size).toEqual({ entries: 2, tags: 2 });
    cache.drop(['friend:2', 'friend:5']);
    for (let i = 0; i < 100_001; i += 1) await cache.get(`k${i}`, [`t${i}`], async () => i);
    expect(cache.size).toEqual({ entries: 100_000, tags: 100_000 });
    cache.drop(['t100000', 't99999']);
    expect(cache.size).toEqual({ entries: 99_998, tags: 99_998 });
  });

  it('drops only the entries carrying a dropped tag', async () => {
    const cache = new AccessCache();
    let loads = 0;
    const load = async () => ++loads;
    await cache.get('x', ['a', 'shared'], load);
    await cache.get('y', ['b', 'shared'], load);
    await cache.get('z', ['c'], load);
    cache.drop(['shared']);
    expect(await cache.get('x', ['a', 'shared'], load)).toBe(4);
    expect(await cache.get('y', ['b', 'shared'], load)).toBe(5);
    expect(await cache.get('z', ['c'], load)).toBe(3);
  });
});
