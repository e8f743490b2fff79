import type { InterfaceLanguage } from '@serendip/protocol';

/**
 * The languages the web app speaks, with their own names: the protocol's interface languages
 * (the server answers in the same ones). English is the default and every key's fallback.
 */
export const LANGUAGES = [
  { code: 'en', name: 'English' },
  { code: 'es', name: 'Español' },
  { code: 'pt-BR', name: 'Português (Brasil)' },
  { code: 'fr', name: 'Français' },
  { code: 'de', name: 'Deutsch' },
  { code: 'ru', name: 'Русский' },
  { code: 'tr', name: 'Türkçe' },
  { code: 'ar', name: 'العربية', rtl: true },
  { code: 'hi', name: 'हिन्दी' },
  { code: 'id', name: 'Bahasa Indonesia' },
  { code: 'ja', name: '日本語' },
] as const satisfies readonly { code: InterfaceLanguage; name: string; rtl?: boolean }[];

export type LanguageCode = InterfaceLanguage;

export const DEFAULT_LANGUAGE: LanguageCode = 'en';

export function isLanguage(code: string): code is LanguageCode {
  return LANGUAGES.some((language) => language.code === code);
}

/** Writing direction of a language: Arabic reads right to left. */
export function directionOf(code: LanguageCode): 'ltr' | 'rtl' {
  const language = LANGUAGES.find((candidate) => candidate.code === code);
  return language && 'rtl' in language ? 'rtl' : 'ltr';
}

/**
 * The supported language for browser tags, best first: an exact tag ("pt-BR"), else the first
 * tag whose primary subtag we speak ("es-MX" → "es", "pt-PT" → "pt-BR").
 */
export function bestLanguage(tags: readonly string[]): LanguageCode | null {
  for (const tag of tags) {
    const exact = LANGUAGES.find((language) => language.code.toLowerCase() === tag.toLowerCase());
    if (exact) return exact.code;
    const primary = tag.split('-')[0]!.toLowerCase();
    const byPrimary = LANGUAGES.find((language) => language.code.split('-')[0] === primary);
    if (byPrimary) return byPrimary.code;
  }
  return null;
}
