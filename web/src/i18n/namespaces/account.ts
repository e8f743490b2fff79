import en from '../locales/en/account.json';
import { i18n } from '../i18n';
import { defineNamespace } from '../namespace';

/** Signing in and up, onboarding, one's profile and settings, others' profiles, friends, search. */
export const useAccountTranslation = defineNamespace('account', en);

/**
 * A text of the area in the language of the moment, for code outside rendering (a failed fetch
 * in a hook's effect); the area's pages have loaded the catalogue by then.
 */
export function accountText(key: string, options: Record<string, unknown> = {}): string {
  return i18n.t(key, { ...options, ns: 'account' });
}
