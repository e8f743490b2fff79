import { useId } from 'react';
import { Form } from 'react-bootstrap';
import { useTranslation } from './i18n';
import { pickLanguage } from './languageChoice';
import './languagePicker.css';
import { LANGUAGES, isLanguage } from './languages';

/**
 * A list of the app's languages, each named in itself; choosing one applies it at once and keeps
 * it on the signed-in account.
 */
export function LanguagePicker({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  return (
    <div className={className}>
      <Form.Label htmlFor={id} className="small text-body-secondary mb-1">
        {t('language.label')}
      </Form.Label>
      <Form.Select
        id={id}
        size="sm"
        value={i18n.language}
        onChange={(event) => {
          const code = event.target.value;
          if (isLanguage(code)) void pickLanguage(code);
        }}
      >
        {LANGUAGES.map((language) => (
          <option key={language.code} value={language.code} lang={language.code}>
            {language.name}
          </option>
        ))}
      </Form.Select>
    </div>
  );
}
