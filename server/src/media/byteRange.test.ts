import { describe, expect, it } from 'vitest';
import { parseRangeHeader, rangeHeader, resolveRange } from './byteRange';
import { RangeNotSatisfiable } from './types';

describe('parseRangeHeader', () => {
  it('reads one byte range in each of its three forms', () => {
    expect(parseRangeHeader('bytes=0-99')).toEqual({ start: 0, end: 99 });
    expect(parseRangeHeader('bytes=100-')).toEqual({ start: 100 });
    expect(parseRangeHeader('bytes=-500')).toEqual({ suffix: 500 });
  });

  it('sends the whole file for what it does not serve (RFC 9110 lets a server ignore Range)', () => {
    for (const header of [
      undefined,
      '',
      'bytes=5-1',
      'bytes=0-1,5-9',
      'items=0-1',
      'bytes=-',
      'bytes=a-b',
    ])
      expect(parseRangeHeader(header)).toBeUndefined();
  });
});

describe('resolveRange', () => {
  it('gives first and last byte inclusive, cut to the file', () => {
    expect(resolveRange(undefined, 10)).toEqual({ start: 0, end: 9 });
    expect(resolveRange({ start: 2, end: 4 }, 10)).toEqual({ start: 2, end: 4 });
    expect(resolveRange({ start: 2, end: 400 }, 10)).toEqual({ start: 2, end: 9 });
    expect(resolveRange({ start: 7 }, 10)).toEqual({ start: 7, end: 9 });
    expect(resolveRange({ suffix: 3 }, 10)).toEqual({ start: 7, end: 9 });
    expect(resolveRange({ suffix: 30 }, 10)).toEqual({ start: 0, end: 9 });
  });

  it('cannot serve a start past the end, nor an empty suffix', () => {
    expect(() => resolveRange({ start: 10 }, 10)).toThrow(RangeNotSatisfiable);
    expect(() => resolveRange({ suffix: 0 }, 10)).toThrow(RangeNotSatisfiable);
  });

  it('writes the S3 Range header', () => {
    expect(rangeHeader({ start: 3, end: 9 })).toBe('bytes=3-9');
    expect(rangeHeader({ start: 3 })).toBe('bytes=3-');
    expect(rangeHeader({ suffix: 4 })).toBe('bytes=-4');
  });
});
