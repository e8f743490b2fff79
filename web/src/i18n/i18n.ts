import { createInstance } from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from './locales/en.json';
import {
  DEFAULT_LANGUAGE,
  bestLanguage,
  directionOf,
  isLanguage,
  type LanguageCode,
} from './languages';

export type Catalogue = typeof en;

/**
 * Every catalogue but English is its own chunk, fetched when its language is chosen: the English
 * landing page loads no other language's words.
 */
const catalogues = import.meta.glob<{ default: Catalogue }>([
  './locales/*.json',
  '!./locales/en.json',
]);

const STORAGE_KEY = 'serendip.language';

export const i18n = createInstance();
void i18n.use(initReactI18next).init({
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  resources: { en: { translation: en } },
  // React escapes what it renders; escaping here would show entities.
  interpolation: { escapeValue: false },
  initAsync: false,
});

/** The language chosen in this browser before, if any. */
function storedLanguage(): LanguageCode | null {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    return stored && isLanguage(stored) ? stored : null;
  } catch {
    return null;
  }
}

/** The language to start in: the one chosen before, else the browser's, else English. */
export function initialLanguage(): LanguageCode {
  return (
    storedLanguage() ??
    bestLanguage(navigator.languages ?? [navigator.language]) ??
    DEFAULT_LANGUAGE
  );
}

/** Sets `<html lang dir>` so that screen readers, fonts and the layout follow the language. */
function applyToDocument(code: LanguageCode): void {
  document.documentElement.lang = code;
  document.documentElement.dir = directionOf(code);
}

/** Loads the language's catalogue (once) and switches the app to it. */
export async function switchLanguage(code: LanguageCode): Promise<void> {
  if (code !== DEFAULT_LANGUAGE && !i18n.hasResourceBundle(code, 'translation')) {
    const load = catalogues[`./locales/${code}.json`];
    if (!load) throw new Error(`No catalogue for ${code}.`);
    i18n.addResourceBundle(code, 'translation', (await load()).default);
  }
  await i18n.changeLanguage(code);
  applyToDocument(code);
}

/** The person chose a language: remembered in this browser and applied at once. */
export async function chooseLanguage(code: LanguageCode): Promise<void> {
  try {
    localStorage.setItem(STORAGE_KEY, code);
  } catch {
    // Without storage the choice lasts for this page.
  }
  await switchLanguage(code);
}

/** Starts in the initial language; a catalogue that fails to load leaves English. */
export function startLanguage(): Promise<void> {
  return switchLanguage(initialLanguage()).catch(() => applyToDocument(DEFAULT_LANGUAGE));
}

/** The hook components translate with; importing it from here makes sure i18next is set up. */
export { useTranslation } from 'react-i18next';
