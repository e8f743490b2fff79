import { describe, expect, it } from 'vitest';
import { isLargeTile, LARGE_TILE_PERCENT, packedTileSizes, stableHash, tileSize } from './tileSize';

const ids = Array.from(
  { length: 2000 },
  (_, index) => `66a1f0c2e4b0${index.toString(16).padStart(12, '0')}`,
);
const smallId = ids.find((id) => !isLargeTile(id))!;
const largeId = ids.find((id) => isLargeTile(id))!;

describe('explore tile sizing', () => {
  it('makes about 15% of the items large, the same way every time', () => {
    const large = ids.filter(isLargeTile).length / ids.length;
    expect(large).toBeGreaterThan((LARGE_TILE_PERCENT - 4) / 100);
    expect(large).toBeLessThan((LARGE_TILE_PERCENT + 4) / 100);
    expect(ids.map(isLargeTile)).toEqual(ids.map(isLargeTile));
    expect(stableHash('abc')).toBe(stableHash('abc'));
  });

  it('shows a large item as 2x2, whatever its type', () => {
    expect(tileSize({ _id: largeId, type: 'image' })).toEqual({ columns: 2, rows: 2 });
    expect(tileSize({ _id: largeId, type: 'video', aspectRatio: 0.5 })).toEqual({
      columns: 2,
      rows: 2,
    });
  });

  it('doubles the height of tall videos and the width of wide ones', () => {
    expect(tileSize({ _id: smallId, type: 'video', aspectRatio: 0.56 })).toEqual({
      columns: 1,
      rows: 2,
    });
    expect(tileSize({ _id: smallId, type: 'video', aspectRatio: 1.78 })).toEqual({
      columns: 2,
      rows: 1,
    });
  });

  it('keeps square-ish videos, videos of unknown shape and images in one cell', () => {
    const one = { columns: 1, rows: 1 };
    expect(tileSize({ _id: smallId, type: 'video', aspectRatio: 0.8 })).toEqual(one);
    expect(tileSize({ _id: smallId, type: 'video', aspectRatio: 1.2 })).toEqual(one);
    expect(tileSize({ _id: smallId, type: 'video' })).toEqual(one);
    expect(tileSize({ _id: smallId, type: 'image', aspectRatio: 0.3 })).toEqual(one);
    expect(tileSize({ _id: smallId, type: 'image', aspectRatio: 3 })).toEqual(one);
  });
});

describe('packedTileSizes', () => {
  const one = { columns: 1, rows: 1 } as const;
  const big = { columns: 2, rows: 2 } as const;
  const wide = { columns: 2, rows: 1 } as const;

  it('keeps a layout that packs without a hole', () => {
    expect(packedTileSizes([big, one, one, one, one], 4)).toEqual([big, one, one, one, one]);
    expect(packedTileSizes([one, one, one], 2)).toEqual([one, one, one]);
  });

  it('shrinks the last big tiles until no hole is left before the end', () => {
    // Four columns: a 2x2 after three singles leaves the row above it half empty.
    expect(packedTileSizes([one, one, one, big], 4)).toEqual([one, one, one, one]);
    // Three columns: a wide tile after two singles cannot fit their row; the hole goes.
    expect(packedTileSizes([one, one, wide, one], 3)).toEqual([one, one, wide, one]);
    // Two wide tiles in three columns leave a cell free in each row: the second shrinks.
    expect(packedTileSizes([wide, wide], 3)).toEqual([wide, one]);
  });

  it('leaves an earlier big tile alone when shrinking a later one is enough', () => {
    const sizes = [big, one, one, one, one, one, big];
    expect(packedTileSizes(sizes, 4)).toEqual([big, one, one, one, one, one, one]);
  });
});
