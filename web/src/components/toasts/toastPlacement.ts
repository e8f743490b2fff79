/** A rectangle in viewport pixels (as getBoundingClientRect gives it). */
export interface Box {
  top: number;
  left: number;
  width: number;
  height: number;
}

export interface Spot {
  top: number;
  left: number;
  width: number;
}

/** Below this viewport width the stack spans the screen; above it, a column at the right. */
export const WIDE_FROM_PX = 576;
const STACK_WIDTH = 360;
const EDGE = 8;
const DESKTOP_EDGE = 16;
/** The least move down a column while looking for a free place. */
const STEP = 8;

const overlap = (a: Box, b: Box): number => {
  const width = Math.min(a.left + a.width, b.left + b.width) - Math.max(a.left, b.left);
  const height = Math.min(a.top + a.height, b.top + b.height) - Math.max(a.top, b.top);
  return width > 0 && height > 0 ? width * height : 0;
};

const covered = (box: Box, avoid: Box[]) =>
  avoid.reduce((sum, zone) => sum + overlap(box, zone), 0);

/**
 * Where the toast stack goes. The rule: a toast never covers what it must not hide (the navbar,
 * a composer, a chat's Report button, the control that caused it: `avoid`), and stays inside the
 * viewport. On a phone the stack spans the screen and takes the highest free place (under the
 * navbar when nothing else is there); on a wider screen it is a column at the right, else the
 * centre. A stack already shown stays where it is while that place is still free, so toasts do
 * not jump on every scroll. When no place is free, the one covering the least is taken.
 */
export function placeToasts(
  stackHeight: number,
  viewport: { width: number; height: number },
  avoid: Box[],
  current?: Spot | null,
): Spot {
  const wide = viewport.width >= WIDE_FROM_PX;
  const width = wide
    ? Math.min(STACK_WIDTH, viewport.width - 2 * DESKTOP_EDGE)
    : viewport.width - 2 * EDGE;
  const height = Math.min(stackHeight, viewport.height - 2 * EDGE);
  const box = (top: number, left: number): Box => ({ top, left, width, height });

  if (current && current.width === width) {
    const here = box(current.top, current.left);
    const inside = here.top >= EDGE && here.top + height <= viewport.height - EDGE;
    if (inside && covered(here, avoid) === 0) return current;
  }

  const columns = wide
    ? [viewport.width - width - DESKTOP_EDGE, Math.round((viewport.width - width) / 2)]
    : [EDGE];
  const lowest = viewport.height - height - EDGE;
  let best: Spot = { top: EDGE, left: columns[0], width };
  let bestCovered = Infinity;
  for (const left of columns) {
    // Down the column, jumping past each thing in the way (leaving a small gap after it).
    let top = EDGE;
    while (top <= lowest) {
      const here = box(top, left);
      const inTheWay = avoid.filter((zone) => overlap(here, zone) > 0);
      if (inTheWay.length === 0) return { top, left, width };
      const amount = covered(here, inTheWay);
      if (amount < bestCovered) {
        bestCovered = amount;
        best = { top, left, width };
      }
      const below = Math.max(...inTheWay.map((zone) => zone.top + zone.height)) + EDGE;
      top = Math.max(top + STEP, below);
    }
    // The lowest row itself (the jumps may pass over it).
    const bottom = box(Math.max(EDGE, lowest), left);
    const amount = covered(bottom, avoid);
    if (amount === 0) return { top: bottom.top, left, width };
    if (amount < bestCovered) {
      bestCovered = amount;
      best = { top: bottom.top, left, width };
    }
  }
  return best;
}
