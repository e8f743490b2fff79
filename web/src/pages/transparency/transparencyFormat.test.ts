import { describe, expect, it } from 'vitest';
import { durationText, monthText } from './transparencyFormat';

describe('transparency page texts', () => {
  it('says a median time in minutes, hours or days', () => {
    expect(durationText(1)).toBe('1 minute');
    expect(durationText(45)).toBe('45 minutes');
    expect(durationText(60)).toBe('1 hr');
    expect(durationText(450)).toBe('7 hr 30 min');
    expect(durationText(47 * 60 + 59)).toBe('47 hr 59 min');
    expect(durationText(48 * 60)).toBe('2 days');
    expect(durationText(52 * 60 + 10)).toBe('2 days 4 hr');
  });

  it('says it in the page’s language', () => {
    expect(durationText(45, 'es')).toBe('45 minutos');
    expect(durationText(450, 'es')).toBe('7 h 30 min');
    expect(durationText(52 * 60 + 10, 'de')).toBe('2 Tage 4 Std.');
  });

  it('names a month in UTC', () => {
    expect(monthText('2026-01')).toBe('January 2026');
    expect(monthText('2025-12')).toBe('December 2025');
  });
});
