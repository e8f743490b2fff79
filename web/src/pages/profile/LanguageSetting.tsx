import { Card, Form } from 'react-bootstrap';
import { LanguagePicker } from '../../i18n/LanguagePicker';
import { useAccountTranslation } from '../../i18n/namespaces/account';

/**
 * The interface language among the settings: the footer's list, which applies the language at
 * once and keeps it on the account, so every device the person signs in on follows.
 */
export function LanguageSetting() {
  const { t } = useAccountTranslation();
  return (
    <Card as="section" className="border-0 shadow-sm" aria-labelledby="language-setting-heading">
      <Card.Body className="p-4">
        <h2 id="language-setting-heading" className="h5 fw-bold mb-3">
          {t('settings.language')}
        </h2>
        <LanguagePicker className="language-setting" />
        <Form.Text>{t('settings.languageHelp')}</Form.Text>
      </Card.Body>
    </Card>
  );
}
