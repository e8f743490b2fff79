import { LegalDocument } from './LegalDocument';
import { privacyDataSections } from './privacyDataSections';
import { privacyRightsSections } from './privacyRightsSections';

const sections = [...privacyDataSections, ...privacyRightsSections];

/** /privacy: the Privacy Policy, describing what the product really stores. */
export default function PrivacyPage() {
  return (
    <LegalDocument
      title="Privacy Policy"
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
