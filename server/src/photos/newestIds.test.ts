import { describe, expect, it } from 'vitest';
import { newestIds } from './newestIds';

const desc = (ids: string[]) => [...ids].sort().reverse();

describe('newestIds', () => {
  it('takes the greatest ids of all lists, greatest first, as sorting them all would', () => {
    let seed = 7;
    const random = () => ((seed = (seed * 48271) % 2147483647) / 2147483647).toString(16);
    for (let round = 0; round < 50; round += 1) {
      const lists = Array.from({ length: 1 + (round % 13) }, (_, index) =>
        desc(Array.from({ length: (index * 7 + round) % 9 }, random)),
      );
      for (const count of [0, 1, 5, 30, 200])
        expect(newestIds(lists, count)).toEqual(desc(lists.flat()).slice(0, count));
    }
  });

  it('copes with no lists and empty lists', () => {
    expect(newestIds([], 10)).toEqual([]);
    expect(newestIds([[], ['b', 'a'], []], 10)).toEqual(['b', 'a']);
  });
});
