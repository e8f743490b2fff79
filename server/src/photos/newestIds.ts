/**
 * The `count` greatest ids of several lists, each sorted greatest first, greatest first: a k-way
 * merge on a binary heap of the lists' heads, so a page of a feed built from 200 friends' lists
 * costs about count × log 200 comparisons. Ids compare as strings: UUID text in lowercase sorts
 * as PostgreSQL sorts the uuid values (byte order), so the order is `ORDER BY id DESC`.
 */
export function newestIds(lists: readonly (readonly string[])[], count: number): string[] {
  // heap of [list index, position in it], the greatest head at the top
  const heap: [number, number][] = [];
  const head = ([list, at]: [number, number]) => lists[list]![at]!;
  const above = (a: [number, number], b: [number, number]) => head(a) > head(b);
  const swap = (i: number, j: number) => ([heap[i], heap[j]] = [heap[j]!, heap[i]!]);
  const down = (from: number) => {
    for (let i = from; ;) {
      const left = 2 * i + 1;
      const right = left + 1;
      let top = i;
      if (left < heap.length && above(heap[left]!, heap[top]!)) top = left;
      if (right < heap.length && above(heap[right]!, heap[top]!)) top = right;
      if (top === i) return;
      swap(i, top);
      i = top;
    }
  };
  lists.forEach((list, index) => {
    if (list.length > 0) heap.push([index, 0]);
  });
  for (let i = Math.floor(heap.length / 2) - 1; i >= 0; i -= 1) down(i);

  const out: string[] = [];
  while (out.length < count && heap.length > 0) {
    const top = heap[0]!;
    out.push(head(top));
    if (top[1] + 1 < lists[top[0]]!.length) heap[0] = [top[0], top[1] + 1];
    else {
      const last = heap.pop()!;
      if (heap.length > 0) heap[0] = last;
    }
    down(0);
  }
  return out;
}
