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

/**
 * Where CSS grid's dense auto-placement puts each tile in `columns` columns: every tile goes to
 * the first cell (row by row) where its span fits. Returns the grid's filled cells by row.
 */
function placeDense(sizes: readonly TileSize[], columns: number): boolean[][] {
  const rows: boolean[][] = [];
  const filled = (row: number, column: number) => rows[row]?.[column] === true;
  for (const size of sizes) {
    const width = Math.min(size.columns, columns);
    for (let row = 0, placed = false; !placed; row += 1) {
      for (let column = 0; column + width <= columns && !placed; column += 1) {
        const free = [...Array(size.rows).keys()].every((down) =>
          [...Array(width).keys()].every((across) => !filled(row + down, column + across)),
        );
        if (!free) continue;
        for (let down = 0; down < size.rows; down += 1) {
          rows[row + down] ??= Array<boolean>(columns).fill(false);
          for (let across = 0; across < width; across += 1)
            rows[row + down]![column + across] = true;
        }
        placed = true;
      }
    }
  }
  return rows;
}

/** True when the only empty cells are at the end of the last row, as in any list of tiles. */
function gapless(rows: boolean[][]): boolean {
  return rows.every((cells, index) => {
    if (index < rows.length - 1) return cells.every(Boolean);
    const firstEmpty = cells.indexOf(false);
    return firstEmpty === -1 || cells.slice(firstEmpty).every((cell) => !cell);
  });
}

/**
 * The tiles' sizes for a grid of `columns` columns with no hole before its end (a hole shows
 * just above "Load More" when the last big tiles cannot be packed): from the last tile back,
 * big tiles are made single cells until the grid packs without one. The same list and width
 * always give the same layout; a page that loads more re-packs only its end.
 */
export function packedTileSizes(sizes: readonly TileSize[], columns: number): TileSize[] {
  const packed = [...sizes];
  for (let index = packed.length - 1; index >= 0; index -= 1) {
    if (gapless(placeDense(packed, columns))) break;
    if (packed[index]!.columns > 1 || packed[index]!.rows > 1)
      packed[index] = { columns: 1, rows: 1 };
  }
  return packed;
}
