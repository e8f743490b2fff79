import { useId, useState } from 'react';
import { Form } from 'react-bootstrap';
import { Icon } from '../Icon';
import {
  MATCH_LANGUAGES_MAX,
  OFFERED_LANGUAGES,
  languageName,
  readMatchLanguages,
  saveMatchLanguages,
  type MatchLanguages,
} from './matchLanguages';
import '../interestsEditor.css';
import { useTranslation } from '../../i18n/i18n';

/**
 * The languages a person chats in, as removable chips with a list to add more, and the switch
 * "Only people who speak my language". Saved in this browser as it changes; the match request
 * reads it (matchLanguageExtras).
 */
export function LanguagesEditor({ disabled = false }: { disabled?: boolean }) {
  const { t } = useTranslation();
  const [choice, setChoice] = useState<MatchLanguages>(readMatchLanguages);
  const selectId = useId();
  const switchId = useId();
  const update = (next: MatchLanguages) => {
    const fixed = { ...next, onlyMine: next.onlyMine && next.languages.length > 0 };
    setChoice(fixed);
    saveMatchLanguages(fixed);
  };
  const addable = [...new Set([...choice.languages, ...OFFERED_LANGUAGES])]
    .filter((code) => !choice.languages.includes(code))
    .map((code) => ({ code, name: languageName(code) }))
    .sort((a, b) => a.name.localeCompare(b.name));
  const full = choice.languages.length >= MATCH_LANGUAGES_MAX;

  const names = choice.languages.map(languageName).join(', ');
  return (
    // Folded to one line: the start button stays on the first screen, and most people keep the
    // languages their browser gave.
    <details className="match-languages mt-3">
      <summary className="match-languages-summary">
        {t('match.languages')}: <span className="fw-semibold">{names || '—'}</span>
      </summary>
      <fieldset className="mt-2" disabled={disabled}>
        <legend className="visually-hidden">{t('match.languages')}</legend>
        {choice.languages.length > 0 && (
          <ul className="interests-chips list-unstyled" aria-label={t('match.languages')}>
            {choice.languages.map((code) => (
              <li key={code} className="interest-chip" lang={code}>
                {languageName(code)}
                <button
                  type="button"
                  className="interest-chip-remove"
                  aria-label={t('match.remove', { name: languageName(code) })}
                  onClick={() =>
                    update({ ...choice, languages: choice.languages.filter((c) => c !== code) })
                  }
                >
                  <Icon name="x" size={16} />
                </button>
              </li>
            ))}
          </ul>
        )}
        <Form.Label htmlFor={selectId} className="visually-hidden">
          {t('match.addLanguage')}
        </Form.Label>
        <Form.Select
          id={selectId}
          value=""
          disabled={full}
          onChange={(event) => {
            const code = event.target.value;
            if (code) update({ ...choice, languages: [...choice.languages, code] });
          }}
        >
          <option value="">
            {full
              ? t('match.languagesFull', { count: MATCH_LANGUAGES_MAX })
              : t('match.addLanguage')}
          </option>
          {addable.map(({ code, name }) => (
            <option key={code} value={code}>
              {name}
            </option>
          ))}
        </Form.Select>
        <Form.Check
          type="switch"
          id={switchId}
          className="mt-2"
          label={t('match.onlyMine')}
          checked={choice.onlyMine}
          disabled={choice.languages.length === 0}
          onChange={(event) => update({ ...choice, onlyMine: event.target.checked })}
        />
      </fieldset>
    </details>
  );
}
