import { describe, expect, it } from 'vitest';
import { formattersFor } from './format';

const NOW = Date.parse('2026-11-28T12:00:00Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();

describe('formattersFor', () => {
  it('says how long ago in English as the app always has, in short units', () => {
    const { ago: since } = formattersFor('en');
    expect(since(ago(10_000), NOW)).toBe('now');
    expect(since(ago(5 * 60_000), NOW)).toBe('5 min. ago');
    expect(since(ago(3 * 3_600_000), NOW)).toBe('3 hr. ago');
    expect(since(ago(26 * 3_600_000), NOW)).toBe('yesterday');
    expect(since(ago(3 * 86_400_000), NOW)).toBe('3 days ago');
    expect(since('not a date', NOW)).toBe('');
  });

  it('follows the language', () => {
    expect(formattersFor('es').ago(ago(26 * 3_600_000), NOW)).toBe('ayer');
    expect(formattersFor('de').number(1234567)).toBe('1.234.567');
    expect(formattersFor('ar').number(12)).toMatch(/^(12|١٢)$/);
    expect(formattersFor('ja').date('2026-11-28T12:00:00Z', { year: 'numeric' })).toBe('2026年');
  });
});
