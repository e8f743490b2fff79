import { api, getToken } from '../api/http';
import { createAccountLanguage } from './accountLanguage';
import { chooseLanguage, i18n } from './i18n';
import { isLanguage, type LanguageCode } from './languages';

const UNSENT_KEY = 'serendip.language.unsent';

/** The app's one keeper of the account's language, wired to the API and this browser. */
export const accountLanguage = createAccountLanguage({
  signedIn: () => getToken() !== null,
  save: (language) => api.put('/api/users/profile', { body: { language } }),
  apply: chooseLanguage,
  current: () => i18n.language,
  unsent: {
    get() {
      try {
        const stored = localStorage.getItem(UNSENT_KEY);
        return stored && isLanguage(stored) ? stored : null;
      } catch {
        return null;
      }
    },
    set(language) {
      try {
        if (language) localStorage.setItem(UNSENT_KEY, language);
        else localStorage.removeItem(UNSENT_KEY);
      } catch {
        // Without storage a pick reaches the account only while signed in.
      }
    },
  },
});

/**
 * A language picked by hand (the footer, settings): applied and remembered here at once, and
 * kept on the account of whoever is signed in.
 */
export async function pickLanguage(language: LanguageCode): Promise<void> {
  const applied = chooseLanguage(language);
  await Promise.all([applied, accountLanguage.picked(language)]);
}
