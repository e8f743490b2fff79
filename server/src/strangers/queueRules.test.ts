import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryQueueRules } from './queueRules';
import type { QueueEntry } from './types';

const MINUTE = 60_000;

function entry(person: string): QueueEntry {
  return {
    socketId: `socket-${person}`,
    processId: 'process-1',
    person,
    visitorId: `visitor-${person}`,
    interests: [],
    keys: [],
    exclude: [],
    enqueuedAt: 0,
    widenAt: 0,
  };
}

describe('MemoryQueueRules: recent partners', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-27T12:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('keeps two people apart until the time is up, both ways', () => {
    const rules = new MemoryQueueRules();
    rules.remember('a', 'b', MINUTE);
    expect(rules.eligible(entry('a'), entry('b'))).toBe(false);
    expect(rules.eligible(entry('b'), entry('a'))).toBe(false);
    expect(rules.eligible(entry('a'), entry('c'))).toBe(true);
    vi.advanceTimersByTime(MINUTE);
    expect(rules.eligible(entry('a'), entry('b'))).toBe(true);
  });

  it('forgets pairs once they expired, so a day of matches is not kept for good', () => {
    const rules = new MemoryQueueRules();
    // A minute's worth of matches at a time, for an hour: everyone meets a new person each time.
    for (let minute = 0; minute < 60; minute += 1) {
      for (let i = 0; i < 500; i += 1) rules.remember(`p${minute}-${i}`, `q${minute}-${i}`, MINUTE);
      vi.advanceTimersByTime(MINUTE);
    }
    rules.remember('x', 'y', MINUTE);
    // Only the last pair is remembered: 2 people, not 60,000.
    expect(rules.rememberedPeople).toBe(2);
  });

  it('does not forget a pair remembered again before the first time was up', () => {
    const rules = new MemoryQueueRules();
    rules.remember('a', 'b', MINUTE);
    vi.advanceTimersByTime(MINUTE / 2);
    rules.remember('a', 'b', MINUTE);
    vi.advanceTimersByTime(MINUTE / 2);
    // The first entry expired now; forgetting it must not free the pair early.
    rules.remember('c', 'd', MINUTE);
    expect(rules.eligible(entry('a'), entry('b'))).toBe(false);
    vi.advanceTimersByTime(MINUTE / 2);
    rules.remember('e', 'f', MINUTE);
    expect(rules.eligible(entry('a'), entry('b'))).toBe(true);
    expect(rules.rememberedPeople).toBe(4);
  });
});
