import type { Photo } from '@serendip/protocol';

/** Columns and rows a tile spans in the explore grid. */
export interface TileSize {
  columns: 1 | 2;
  rows: 1 | 2;
}

/** About 15% of the items are shown large. */
export const LARGE_TILE_PERCENT = 15;
/** Videos narrower than this are double height, wider than the next double width. */
export const TALL_BELOW_ASPECT = 0.8;
export const WIDE_ABOVE_ASPECT = 1.2;

/** FNV-1a: a small, well-spread string hash, so the same id always gets the same tile. */
export function stableHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** Whether an item is one of the "random" large (2x2) tiles; decided by its id alone. */
export function isLargeTile(itemId: string): boolean {
  return stableHash(itemId) % 100 < LARGE_TILE_PERCENT;
}

/** The grid span of an explore item (the explore grid's rules). */
export function tileSize(item: Pick<Photo, '_id' | 'type' | 'aspectRatio'>): TileSize {
  if (isLargeTile(item._id)) return { columns: 2, rows: 2 };
  if (item.type === 'video' && item.aspectRatio !== undefined && item.aspectRatio > 0) {
    if (item.aspectRatio < TALL_BELOW_ASPECT) return { columns: 1, rows: 2 };
    if (item.aspectRatio > WIDE_ABOVE_ASPECT) return { columns: 2, rows: 1 };
  }
  return { columns: 1, rows: 1 };
}
