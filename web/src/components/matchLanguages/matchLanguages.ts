import { MATCH_LANGUAGES_MAX, primaryLanguages } from '@serendip/protocol';

/** What a person said about the languages they chat in, kept in this browser. */
export interface MatchLanguages {
  languages: string[];
  /** "Only people who speak my language". */
  onlyMine: boolean;
}

const STORAGE_KEY = 'serendip.matchLanguages';

/** Languages offered in the picker besides the browser's own, by primary subtag. */
export const OFFERED_LANGUAGES = [
  'en',
  'es',
  'pt',
  'fr',
  'de',
  'ru',
  'tr',
  'ar',
  'hi',
  'id',
  'ja',
  'it',
  'nl',
  'pl',
  'uk',
  'zh',
  'ko',
  'vi',
  'th',
  'fa',
  'bn',
  'ur',
  'tl',
  'sv',
  'ro',
  'el',
  'he',
] as const;

/** The browser's languages, as a first visit presets them. */
export function browserLanguages(): string[] {
  const tags = navigator.languages?.length ? navigator.languages : [navigator.language];
  return primaryLanguages(tags.filter(Boolean));
}

/** The saved choice, or the browser's languages on a first visit. */
export function readMatchLanguages(): MatchLanguages {
  try {
    const saved = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as MatchLanguages | null;
    if (saved && Array.isArray(saved.languages)) {
      const languages = primaryLanguages(
        saved.languages.filter((code) => typeof code === 'string'),
      );
      return { languages, onlyMine: saved.onlyMine === true && languages.length > 0 };
    }
  } catch {
    // Unreadable or blocked storage: fall back to the browser's languages.
  }
  return { languages: browserLanguages(), onlyMine: false };
}

export function saveMatchLanguages(choice: MatchLanguages): void {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(choice));
  } catch {
    // Private mode without storage: the choice lasts for this page only.
  }
}

/** The optional extras of requestAnonymousMatch and requestMatch for the saved choice. */
export function matchLanguageExtras(): { languages?: string[]; onlyMyLanguage?: boolean } {
  const { languages, onlyMine } = readMatchLanguages();
  if (languages.length === 0) return {};
  return onlyMine ? { languages, onlyMyLanguage: true } : { languages };
}

/** A language's own display name in the page's language ("es" → "Spanish"). */
export function languageName(code: string): string {
  try {
    const names = new Intl.DisplayNames([document.documentElement.lang || 'en'], {
      type: 'language',
    });
    return names.of(code) ?? code;
  } catch {
    return code;
  }
}

/** The line shown once matched, or null when no language was shared. */
export function sharedLanguagesLine(codes: readonly string[] | undefined): string | null {
  if (!codes || codes.length === 0) return null;
  const names = codes.map(languageName);
  const list = new Intl.ListFormat('en', { type: 'conjunction' }).format(names);
  return `You both speak ${list}`;
}

export { MATCH_LANGUAGES_MAX };
