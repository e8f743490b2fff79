/** Languages a stranger speaks, as optional extras on the match requests. */
import { z } from 'zod';

/** At most this many languages are kept per request; more are ignored, not refused. */
export const MATCH_LANGUAGES_MAX = 5;

/**
 * A BCP 47 tag as browsers give them ("es", "pt-BR", "zh-Hant-TW"). Matching compares the primary
 * subtag only, so a Mexican and a Spanish speaker share "es".
 */
export const languageTag = () =>
  z
    .string()
    .trim()
    .regex(
      /^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8}){0,4}$/,
      'Each language must be a language tag like "es" or "pt-BR".',
    );

/**
 * At most this many tags are read from a match request's `languages` (extra: the languages the
 * person speaks, most preferred first; `onlyMyLanguage`, extra: meet only people who share one).
 */
export const MATCH_LANGUAGES_REQUEST_MAX = 20;

/** The primary subtags of `tags`, lower-cased, without repeats, at most MATCH_LANGUAGES_MAX. */
export function primaryLanguages(tags: readonly string[]): string[] {
  const primary = tags.map((tag) => tag.split('-')[0]!.toLowerCase()).filter(Boolean);
  return [...new Set(primary)].slice(0, MATCH_LANGUAGES_MAX);
}
