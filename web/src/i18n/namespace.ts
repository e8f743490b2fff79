import { i18n, useTranslation } from './i18n';

/**
 * Declares an area's namespace with its English catalogue and returns the hook its components
 * translate with. English is added here, in the area's own chunk, so the shell never carries an
 * area's words; other languages load through the backend on first use, and the hook suspends
 * until they have (the pages render inside a Suspense boundary).
 *
 *   import en from '../../i18n/locales/en/chat.json';
 *   export const useChatTranslation = defineNamespace('chat', en);
 *   const { t } = useChatTranslation();  // t('composer.placeholder')
 */
export function defineNamespace(namespace: string, english: Record<string, unknown>) {
  if (!i18n.hasResourceBundle('en', namespace)) i18n.addResourceBundle('en', namespace, english);
  return () => useTranslation(namespace);
}
