import { useMemo } from 'react';
import { useStrangersTranslation } from '../i18n/namespaces/strangers';
import { languageName } from './matchLanguages/matchLanguages';

/**
 * Joins words into a list the way the app's language does ("a, b and c", "a, b y c", "a، b وc"),
 * through Intl.ListFormat.
 */
export function useListFormat(): (items: readonly string[]) => string {
  const { i18n } = useStrangersTranslation();
  const language = i18n.language;
  return useMemo(() => {
    const format = new Intl.ListFormat(language, { type: 'conjunction' });
    return (items) => format.format(items);
  }, [language]);
}

/** "You both speak Spanish and English" once matched, or null when no language was shared. */
export function useSharedLanguagesLine(codes: readonly string[] | undefined): string | null {
  const { t } = useStrangersTranslation();
  const list = useListFormat();
  if (!codes || codes.length === 0) return null;
  return t('chat.bothSpeak', { list: list(codes.map(languageName)) });
}
