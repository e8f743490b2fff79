import { RangeNotSatisfiable, type ByteRange } from './types';

/**
 * The first and last byte (inclusive) of `range` in a file of `size` bytes; the whole file
 * without a range. An end past the file is cut to it; a start past it cannot be served.
 */
export function resolveRange(
  range: ByteRange | undefined,
  size: number,
): { start: number; end: number } {
  if (!range) return { start: 0, end: size - 1 };
  if ('suffix' in range) {
    if (range.suffix <= 0 || size === 0) throw new RangeNotSatisfiable(size);
    return { start: Math.max(0, size - range.suffix), end: size - 1 };
  }
  if (range.start >= size) throw new RangeNotSatisfiable(size);
  return { start: range.start, end: Math.min(range.end ?? size - 1, size - 1) };
}

/**
 * The one range of an HTTP Range header (RFC 9110 §14.1.2), or undefined to send the whole
 * file: no header, another unit, several ranges, or a malformed one (the header may be ignored).
 */
export function parseRangeHeader(header: string | undefined): ByteRange | undefined {
  const match = header && /^bytes=\s*(\d*)-(\d*)\s*$/.exec(header);
  if (!match) return undefined;
  const [, first, last] = match;
  if (first === '' && last === '') return undefined;
  if (first === '') return { suffix: Number(last) };
  const start = Number(first);
  if (last === '') return { start };
  const end = Number(last);
  return end >= start ? { start, end } : undefined;
}

/** The range as an S3 GetObject `Range` header. */
export function rangeHeader(range: ByteRange): string {
  if ('suffix' in range) return `bytes=-${range.suffix}`;
  return `bytes=${range.start}-${range.end ?? ''}`;
}
