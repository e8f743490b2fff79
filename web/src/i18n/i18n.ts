import { createInstance } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { prepareBootstrapDirection } from './bootstrapDirection';
import en from './locales/en/common.json';
import {
  DEFAULT_LANGUAGE,
  bestLanguage,
  directionOf,
  isLanguage,
  type LanguageCode,
} from './languages';

/**
 * A catalogue is one namespace of one language, `locales/{language}/{namespace}.json`. The shell
 * speaks `common`; each area of the app has its own namespace (see `namespace.ts`). Every
 * catalogue but English is its own chunk, fetched when its language and area are first needed:
 * the English landing page loads no other language's words, and no area's words but its own.
 * English areas ride in their area's own chunk, so they never load separately.
 */
const catalogues = import.meta.glob<{ default: Record<string, unknown> }>([
  './locales/*/*.json',
  '!./locales/en/*.json',
]);

/** The shell's namespace, loaded with the language before the first render. */
export const COMMON_NAMESPACE = 'common';

const STORAGE_KEY = 'serendip.language';

export const i18n = createInstance();
void i18n
  .use(initReactI18next)
  .use(
    resourcesToBackend((language: string, namespace: string) => {
      const load = catalogues[`./locales/${language}/${namespace}.json`];
      return load
        ? load()
        : Promise.reject(new Error(`No ${namespace} catalogue for ${language}.`));
    }),
  )
  .init({
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    ns: [COMMON_NAMESPACE],
    defaultNS: COMMON_NAMESPACE,
    resources: { en: { [COMMON_NAMESPACE]: en } },
    // The backend fills in what `resources` leaves out: other languages, other areas.
    partialBundledLanguages: true,
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

/**
 * Readies the document for a language, `<html lang dir>` and Bootstrap's build, and returns what
 * changes them together, so that screen readers, fonts and the layout follow the language. A
 * right-to-left build that fails to load leaves the left-to-right one (the page stays usable, if
 * less well mirrored).
 */
async function prepareDocument(code: LanguageCode): Promise<() => void> {
  const direction = directionOf(code);
  const bootstrap = await prepareBootstrapDirection(direction).catch(() => () => {});
  return () => {
    bootstrap();
    document.documentElement.lang = code;
    document.documentElement.dir = direction;
  };
}

/**
 * Switches the app to a language, loading (once) its catalogues of every namespace in use (the
 * shell's, and those of the areas opened so far) and its direction's Bootstrap, then changing
 * the words and the document at once.
 */
export async function switchLanguage(code: LanguageCode): Promise<void> {
  const [applyToDocument] = await Promise.all([prepareDocument(code), i18n.loadLanguages(code)]);
  if (code !== DEFAULT_LANGUAGE && !i18n.hasResourceBundle(code, COMMON_NAMESPACE))
    throw new Error(`No catalogue for ${code}.`);
  // The document first: what renders in the new language reads its `lang` (Intl's names).
  applyToDocument();
  await i18n.changeLanguage(code);
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
  return switchLanguage(initialLanguage()).catch(async () =>
    (await prepareDocument(DEFAULT_LANGUAGE))(),
  );
}

/** The hook components translate with; importing it from here makes sure i18next is set up. */
export { useTranslation } from 'react-i18next';
