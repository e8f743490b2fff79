import { describe, expect, it } from 'vitest';
import { countText } from '@serendip/protocol';
import {
  buildMonth,
  isReportableMonth,
  median,
  monthRange,
  monthsSince,
  publicCount,
} from './transparencyCounts';

const FEW = { fewerThan: 10 } as const;
const NOW = new Date('2026-11-28T21:00:00Z');

describe('publicCount', () => {
  it('shows 0 and 10 or more exactly, and withholds 1 to 9 as "fewer than 10"', () => {
    expect(publicCount(0)).toBe(0);
    for (let count = 1; count <= 9; count += 1) expect(publicCount(count)).toEqual(FEW);
    expect(publicCount(10)).toBe(10);
    expect(publicCount(12345)).toBe(12345);
    expect(countText(publicCount(3))).toBe('fewer than 10');
    expect(countText(publicCount(12345))).toBe('12,345');
  });
});

describe('median', () => {
  it('takes the middle value, or the mean of the two middle ones, of unsorted values', () => {
    expect(median([])).toBeNull();
    expect(median([7])).toBe(7);
    expect(median([30, 10, 20])).toBe(20);
    expect(median([40, 10, 30, 20])).toBe(25);
    expect(median([1, 1, 1, 1000])).toBe(1);
  });
});

describe('months', () => {
  it('spans a month in UTC, December into January included', () => {
    expect(monthRange('2026-12')).toEqual({
      start: new Date('2026-12-01T00:00:00Z'),
      end: new Date('2027-01-01T00:00:00Z'),
    });
  });

  it('accepts YYYY-MM from 2000 up to the current month only', () => {
    for (const month of ['2026-11', '2026-01', '2000-01'])
      expect(isReportableMonth(month, NOW)).toBe(true);
    for (const month of ['2026-12', '1999-12', '2026-13', '2026-1', '2026-11-01', ''])
      expect(isReportableMonth(month, NOW)).toBe(false);
  });

  it('lists the months since the first activity, newest first', () => {
    expect(monthsSince(new Date('2026-09-15T00:00:00Z'), NOW)).toEqual([
      '2026-11',
      '2026-10',
      '2026-09',
    ]);
    expect(monthsSince(null, NOW)).toEqual(['2026-11']);
    expect(monthsSince(new Date('2025-12-31T23:59:59Z'), NOW)).toHaveLength(12);
    expect(monthsSince(new Date('1990-01-01T00:00:00Z'), NOW, 5)).toHaveLength(5);
  });
});

describe('buildMonth', () => {
  const month = buildMonth(
    '2026-10',
    {
      reports: [
        { category: 'harassment', automatic: false, count: 14 },
        { category: 'minors', automatic: true, count: 2 },
        { category: 'harassment', automatic: true, count: 1 },
        // A value no client sent: counted as 'other', never shown as typed.
        { category: '<script>free text</script>', automatic: false, count: 3 },
      ],
      actions: [
        { action: 'warning', count: 9 },
        { action: 'automatic suspension', count: 12 },
        { action: 'suspension', count: 1 },
        { action: 'dismiss', count: 20 },
        { action: 'role moderator', count: 50 },
        { action: 'appeal filed', count: 11 },
        { action: 'appeal reversed', count: 2 },
      ],
      decisionMinutes: [5, 15, 25, 35, 45, 55, 65, 75, 85, 95],
    },
    NOW,
  );

  it('groups reports by category and by source', () => {
    expect(month.reports).toEqual({
      total: 20,
      byCategory: {
        minors: FEW,
        threats: 0,
        'self-harm': 0,
        sexual: 0,
        harassment: 15,
        spam: 0,
        other: FEW,
      },
      bySource: { people: 17, automatic: FEW },
    });
    expect(JSON.stringify(month)).not.toContain('script');
  });

  it('counts actions by kind, automatic and human, and appeals; not role changes', () => {
    expect(month.actions).toEqual({
      total: 42,
      byKind: {
        warning: FEW,
        removal: 0,
        termination: 0,
        suspension: 13,
        ban: 0,
        dismissal: 20,
      },
    });
    expect(month.decisions).toMatchObject({ automatic: 12, human: 30 });
    expect(month.appeals).toEqual({ filed: 11, upheld: 0, reversed: FEW });
  });

  it('gives the median time to a decision from 10 decisions up, rounded to minutes', () => {
    expect(month.decisions).toMatchObject({ reportsDecided: 10, medianMinutesToDecision: 50 });
    const few = buildMonth(
      '2026-10',
      { reports: [], actions: [], decisionMinutes: [1, 2, 3] },
      NOW,
    );
    expect(few.decisions).toMatchObject({ reportsDecided: FEW, medianMinutesToDecision: null });
    const odd = buildMonth(
      '2026-10',
      { reports: [], actions: [], decisionMinutes: Array.from({ length: 11 }, (_, i) => i + 0.4) },
      NOW,
    );
    expect(odd.decisions.medianMinutesToDecision).toBe(5);
  });

  it('marks the current month as partial', () => {
    expect(month.partial).toBe(false);
    expect(
      buildMonth('2026-11', { reports: [], actions: [], decisionMinutes: [] }, NOW).partial,
    ).toBe(true);
  });
});
