// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formattersFor, useFormat } from './format';
import { switchLanguage } from './i18n';

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

  it('says "just now" in the language’s word when it is given one, Intl’s "now" otherwise', () => {
    expect(formattersFor('en', 'just now').ago(ago(10_000), NOW)).toBe('just now');
    expect(formattersFor('en', 'just now').ago(ago(-5_000), NOW)).toBe('just now');
    expect(formattersFor('en', 'just now').ago(ago(60_000), NOW)).toBe('1 min. ago');
  });
});

describe('useFormat', () => {
  it('gives every screen the same "just now", in the app’s language', async () => {
    const { result } = renderHook(() => useFormat());
    expect(result.current.ago(new Date())).toBe('just now');
    await act(() => switchLanguage('es'));
    try {
      expect(result.current.ago(new Date())).toBe('hace un momento');
      expect(result.current.ago(Date.now() - 3 * 3_600_000)).toBe('hace 3 h');
    } finally {
      await act(() => switchLanguage('en'));
    }
  });
});
