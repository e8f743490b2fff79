import type { ReactNode } from 'react';
import { StaticPageLayout } from './StaticPageLayout';
import { EnglishText } from './EnglishText';
import { useFormat } from '../../i18n/format';
import { usePagesTranslation } from '../../i18n/namespaces/pages';
import { dayOf } from './blogPosts';
import { LEGAL_LAST_UPDATED } from './siteInfo';

export interface DocumentSection {
  /** Anchor id, used by the table of contents. */
  id: string;
  heading: string;
  content: ReactNode;
}

interface LegalDocumentProps {
  title: string;
  intro: ReactNode;
  sections: DocumentSection[];
}

/** A legal text (terms, privacy): last-updated date, table of contents, numbered sections. */
export function LegalDocument({ title, intro, sections }: LegalDocumentProps) {
  const { t } = usePagesTranslation();
  const format = useFormat();
  const updated = format.date(dayOf(LEGAL_LAST_UPDATED), { dateStyle: 'long' });
  return (
    <StaticPageLayout title={title} englishOnly>
      <p className="text-body-secondary">{t('titles.lastUpdated', { date: updated })}</p>
      <EnglishText>{intro}</EnglishText>
      <nav aria-label={t('titles.contents')} className="my-4">
        <h2 className="h5">{t('titles.contents')}</h2>
        <ol lang="en" dir="ltr">
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.heading}</a>
            </li>
          ))}
        </ol>
      </nav>
      <EnglishText>
        {sections.map((section, index) => (
          <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`}>
            <h2 id={`${section.id}-heading`} className="h4 mt-4">
              {index + 1}. {section.heading}
            </h2>
            {section.content}
          </section>
        ))}
      </EnglishText>
    </StaticPageLayout>
  );
}
