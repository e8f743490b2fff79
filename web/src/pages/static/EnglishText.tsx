import type { ReactNode } from 'react';
import { DEFAULT_LANGUAGE } from '../../i18n/languages';
import { usePagesTranslation } from '../../i18n/namespaces/pages';

/**
 * In a language other than English, says under a page's heading that its text is in English
 * only: legal texts are not machine-translated, and the blog posts are not translated yet.
 */
export function EnglishOnlyNotice() {
  const { t, i18n } = usePagesTranslation();
  if (i18n.language === DEFAULT_LANGUAGE) return null;
  return (
    <p className="english-only-notice" data-testid="english-only-notice">
      {t('titles.englishOnly')}
    </p>
  );
}

/**
 * A text kept in English in every language, marked as such so that screen readers pronounce it
 * and fonts shape it as English, and set left to right inside an Arabic page.
 */
export function EnglishText({ children }: { children: ReactNode }) {
  return (
    <div lang="en" dir="ltr">
      {children}
    </div>
  );
}
