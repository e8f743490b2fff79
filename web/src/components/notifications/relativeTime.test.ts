import { describe, expect, it } from 'vitest';
import { internalLink, relativeTime } from './relativeTime';

const now = Date.parse('2025-07-26T12:00:00Z');
const ago = (ms: number) => new Date(now - ms).toISOString();

describe('relativeTime', () => {
  it('says how long ago in short words', () => {
    expect(relativeTime(ago(20_000), now)).toBe('just now');
    expect(relativeTime(ago(5 * 60_000), now)).toBe('5 min ago');
    expect(relativeTime(ago(3 * 3_600_000), now)).toBe('3 hr ago');
    expect(relativeTime(ago(30 * 3_600_000), now)).toBe('yesterday');
    expect(relativeTime(ago(3 * 86_400_000), now)).toBe('3 days ago');
    expect(relativeTime(ago(-60_000), now)).toBe('just now');
    expect(relativeTime('not a date', now)).toBe('');
  });

  it('follows only links on this site', () => {
    expect(internalLink('/friends')).toBe('/friends');
    expect(internalLink('//evil.example')).toBeUndefined();
    expect(internalLink('https://evil.example')).toBeUndefined();
    expect(internalLink(undefined)).toBeUndefined();
  });
});
