import { describe, expect, it } from 'vitest';
import { bestLanguage, directionOf } from './languages';

describe('bestLanguage', () => {
  it('takes an exact tag, else the first tag whose primary language is offered', () => {
    expect(bestLanguage(['pt-BR', 'en'])).toBe('pt-BR');
    expect(bestLanguage(['pt-PT'])).toBe('pt-BR');
    expect(bestLanguage(['es-MX', 'en-US'])).toBe('es');
    expect(bestLanguage(['nl-NL', 'de-AT', 'en'])).toBe('de');
    expect(bestLanguage(['AR'])).toBe('ar');
    expect(bestLanguage(['nl', 'sv'])).toBeNull();
    expect(bestLanguage([])).toBeNull();
  });

  it('knows Arabic reads right to left', () => {
    expect(directionOf('ar')).toBe('rtl');
    expect(directionOf('ja')).toBe('ltr');
  });
});
