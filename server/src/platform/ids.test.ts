import { afterEach, describe, expect, it, vi } from 'vitest';
import { validate, version } from 'uuid';
import { newId } from './ids';

describe('newId', () => {
  afterEach(() => vi.useRealTimers());

  it('makes distinct UUID v7s, each greater than the one before, many in one millisecond', () => {
    const ids = Array.from({ length: 20_000 }, () => newId());
    for (const id of ids) {
      expect(validate(id)).toBe(true);
      expect(version(id)).toBe(7);
    }
    for (let i = 1; i < ids.length; i += 1) expect(ids[i] > ids[i - 1]).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });

  // Ahead of every id made before in this process (the last millisecond is kept process-wide).
  const ahead = (days: number) => Date.now() + days * 24 * 60 * 60_000;

  it('stays in order when the clock stands still or goes back, and carries the time', () => {
    vi.useFakeTimers({ now: ahead(1), toFake: ['Date'] });
    const first = newId();
    expect(parseInt(first.replace(/-/g, '').slice(0, 12), 16)).toBe(Date.now());
    const same = newId();
    vi.setSystemTime(Date.now() - 5_000);
    const earlier = newId();
    expect(same > first).toBe(true);
    expect(earlier > same).toBe(true);
    vi.setSystemTime(Date.now() + 60_000);
    const later = newId();
    expect(later > earlier).toBe(true);
    expect(parseInt(later.replace(/-/g, '').slice(0, 12), 16)).toBe(Date.now());
  });

  it('draws different random bits for ids of different milliseconds', () => {
    vi.useFakeTimers({ now: ahead(2), toFake: ['Date'] });
    const tails = new Set<string>();
    for (let i = 0; i < 1_000; i += 1) {
      vi.setSystemTime(Date.now() + 1);
      tails.add(newId().slice(14));
    }
    expect(tails.size).toBe(1_000);
  });
});
