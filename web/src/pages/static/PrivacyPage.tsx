import { LegalDocument } from './LegalDocument';
import { privacyDataSections } from './privacyDataSections';
import { privacyRightsSections } from './privacyRightsSections';
import { usePagesTranslation } from '../../i18n/namespaces/pages';

const sections = [...privacyDataSections, ...privacyRightsSections];

/** /privacy: the Privacy Policy, describing what the product really stores. */
export default function PrivacyPage() {
  const { t } = usePagesTranslation();
  return (
    <LegalDocument
      title={t('titles.privacy')}
      intro={
        <p>
          This policy explains what Serendip stores about you, what it never records, and the
          choices you have. Serendip is only for people who are 18 or older.
        </p>
      }
      sections={sections}
    />
  );
}
