import { describe, expect, it } from 'vitest';
import { dayLabel, daySeparators, englishDayWords, localDayKey } from './daySeparators';

/** Local times, so the tests hold in any time zone. */
const local = (year: number, month: number, day: number, hour = 12, minute = 0) =>
  new Date(year, month - 1, day, hour, minute);
const now = local(2026, 11, 29, 9, 30);

describe('dayLabel', () => {
  it('says Today and Yesterday by the local calendar day, not by 24 hours', () => {
    expect(dayLabel(local(2026, 11, 29, 0, 1), now)).toBe('Today');
    expect(dayLabel(local(2026, 11, 28, 23, 59), now)).toBe('Yesterday');
    expect(dayLabel(local(2026, 11, 28, 0, 0), now)).toBe('Yesterday');
  });

  it('names the weekday within the last week, then the date, with the year only if not this one', () => {
    expect(dayLabel(local(2026, 11, 25), now, englishDayWords('en-US'))).toBe(
      'Wednesday, November 25',
    );
    expect(dayLabel(local(2026, 11, 2), now, englishDayWords('en-US'))).toBe('November 2');
    expect(dayLabel(local(2025, 12, 31), now, englishDayWords('en-US'))).toBe('December 31, 2025');
    expect(dayLabel(local(2026, 11, 2), now, englishDayWords('de-DE'))).toBe('2. November');
  });

  it('crosses a month and a year boundary', () => {
    const newYear = local(2027, 1, 1, 8);
    expect(dayLabel(local(2026, 12, 31, 23), newYear)).toBe('Yesterday');
  });
});

describe('daySeparators', () => {
  const message = (date: Date) => ({ createdAt: date.toISOString() });

  it('puts one above the first message and one wherever the day changes', () => {
    const separators = daySeparators(
      [
        message(local(2026, 11, 27, 22)),
        message(local(2026, 11, 28, 23, 58)),
        message(local(2026, 11, 28, 23, 59)),
        message(local(2026, 11, 29, 0, 1)),
        message(local(2026, 11, 29, 9)),
      ],
      now,
      englishDayWords('en-US'),
    );
    expect(separators.map((separator) => separator?.label ?? null)).toEqual([
      'Friday, November 27',
      'Yesterday',
      null,
      'Today',
      null,
    ]);
    expect(separators[3]?.day).toBe('2026-11-29');
  });

  it('skips messages without a readable time', () => {
    expect(daySeparators([{ createdAt: 'soon' }], now)).toEqual([null]);
    expect(daySeparators([], now)).toEqual([]);
  });

  it('keys days by the local calendar', () => {
    expect(localDayKey(local(2026, 3, 5, 23, 59))).toBe('2026-03-05');
  });
});
