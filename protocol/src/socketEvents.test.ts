import { describe, expect, it } from 'vitest';
import { SOCKET_EVENTS } from './socketEvents';

const entries = Object.entries(SOCKET_EVENTS);

describe('SOCKET_EVENTS', () => {
  it('files each entry under its own event name', () => {
    for (const [key, entry] of entries) expect(entry.name).toBe(key);
  });

  it('counts per person only events that need a signed-in person', () => {
    const unsigned = entries
      .filter(([, entry]) => 'rateLimit' in entry && entry.rateLimit.per === 'person')
      .filter(([, entry]) => !('signIn' in entry))
      .map(([name]) => name);
    expect(unsigned).toEqual([]);
  });

  it('gives every rate limit at least one rule of positive numbers', () => {
    for (const [, entry] of entries) {
      if (!('rateLimit' in entry)) continue;
      expect(entry.rateLimit.rules.length).toBeGreaterThan(0);
      for (const { max, windowMs } of entry.rateLimit.rules) {
        expect(max).toBeGreaterThan(0);
        expect(windowMs).toBeGreaterThan(0);
      }
    }
  });

  it('gives events that share a bucket the same rules (one count, one limit)', () => {
    const rulesOf = new Map<string, unknown>();
    for (const [, entry] of entries) {
      if (!('rateLimit' in entry)) continue;
      const { bucket, per, rules } = entry.rateLimit;
      const known = rulesOf.get(bucket);
      if (known) expect({ per, rules }).toEqual(known);
      else rulesOf.set(bucket, { per, rules });
    }
    expect(rulesOf.get('video:match')).toEqual({
      per: 'socket',
      rules: [{ max: 20, windowMs: 60_000 }],
    });
  });
});
