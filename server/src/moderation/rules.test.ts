import { describe, expect, it } from 'vitest';
import {
  ESCALATION_WINDOW_MS,
  escalationCount,
  nextEscalation,
  type EscalationRecord,
} from './rules';

const now = new Date('2026-06-01T12:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60_000);
const decision = (days: number, reversed = false): EscalationRecord => ({
  kind: 'decision',
  at: daysAgo(days),
  reversed,
});
const flag = (
  days: number,
  outcome: 'open' | 'dismissed' | 'actioned' = 'open',
  blocked = true,
): EscalationRecord => ({ kind: 'flag', at: daysAgo(days), blocked, outcome });

describe('the escalation policy', () => {
  it('goes warning, 24 h, 7 days, ban, and stays at a ban', () => {
    expect([0, 1, 2, 3, 4, 9].map((count) => nextEscalation(count))).toEqual([
      { kind: 'warning' },
      { kind: 'suspension', hours: 24 },
      { kind: 'suspension', hours: 168 },
      { kind: 'ban' },
      { kind: 'ban' },
      { kind: 'ban' },
    ]);
  });

  it('counts an earlier refused automatic flag, so racist abuse after a "kys" flag is not a warning', () => {
    // The "kys" flag 3 days ago is still open; the racist abuse report (today) is being decided.
    const count = escalationCount([flag(3)], now, daysAgo(0));
    expect(count).toBe(1);
    expect(nextEscalation(count)).toEqual({ kind: 'suspension', hours: 24 });
  });

  it('does not count the flag being decided now as an earlier offence', () => {
    expect(escalationCount([flag(0)], now, daysAgo(0))).toBe(0);
    expect(nextEscalation(escalationCount([flag(0)], now, daysAgo(0)))).toEqual({
      kind: 'warning',
    });
  });

  it('counts every decision not reversed, warnings included', () => {
    const records = [decision(10), decision(20), decision(30, true)];
    expect(escalationCount(records, now, null)).toBe(2);
    expect(nextEscalation(escalationCount(records, now, null))).toEqual({
      kind: 'suspension',
      hours: 168,
    });
  });

  it('leaves out dismissed flags, flags counted through their decision, delivered flags and old events', () => {
    const records = [
      flag(5, 'dismissed'),
      flag(5, 'actioned'),
      flag(5, 'open', false),
      decision(ESCALATION_WINDOW_MS / (24 * 60 * 60_000) + 1),
    ];
    expect(escalationCount(records, now, daysAgo(0))).toBe(0);
  });

  it('adds flags and decisions together', () => {
    expect(escalationCount([decision(40), flag(2), flag(1)], now, daysAgo(0))).toBe(3);
  });
});
