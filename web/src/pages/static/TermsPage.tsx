import { LegalDocument } from './LegalDocument';
import { termsSections } from './termsSections';
import { usePagesTranslation } from '../../i18n/namespaces/pages';

/** /terms: the Terms and Conditions. */
export default function TermsPage() {
  const { t } = usePagesTranslation();
  return (
    <LegalDocument
      title={t('titles.terms')}
      intro={
        <p>
          These terms govern your use of Serendip, an anonymous chat and social platform for adults.
          Please read them carefully. You must be 18 or older to use Serendip.
        </p>
      }
      sections={termsSections}
    />
  );
}
