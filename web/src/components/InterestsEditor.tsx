import { useId, useState, type KeyboardEvent } from 'react';
import {
  ANONYMOUS_INTEREST_SUGGESTIONS,
  INTERESTS_MAX_COUNT,
  INTEREST_MAX_LENGTH,
} from '@serendip/protocol';
import { Icon } from './Icon';
import { useTranslation } from '../i18n/i18n';
import { useLabels } from '../i18n/useLabels';
import './interestsEditor.css';

interface InterestsEditorProps {
  value: string[];
  onChange: (interests: string[]) => void;
  /** Defaults to the anonymous chat's ten suggestions. */
  suggestions?: readonly string[];
  label?: string;
  /** At most this many interests (the server's limit for the feature). */
  maxCount?: number;
  disabled?: boolean;
}

const sameText = (a: string, b: string) => a.toLocaleLowerCase() === b.toLocaleLowerCase();

/** The interests with `candidate` appended, unless it is blank or already there (any case). */
export function addInterest(
  interests: string[],
  candidate: string,
  maxCount = INTERESTS_MAX_COUNT,
): string[] {
  const interest = candidate.trim().slice(0, INTEREST_MAX_LENGTH);
  if (!interest || interests.length >= maxCount) return interests;
  if (interests.some((existing) => sameText(existing, interest))) return interests;
  return [...interests, interest];
}

/**
 * Suggestions whose shown name (`nameOf`, the name in the app's language) contains the typed
 * text (case-insensitive), minus those already chosen.
 */
export function filterSuggestions(
  suggestions: readonly string[],
  query: string,
  chosen: string[],
  nameOf: (suggestion: string) => string = (suggestion) => suggestion,
): string[] {
  const needle = query.trim().toLocaleLowerCase();
  return suggestions.filter(
    (suggestion) =>
      nameOf(suggestion).toLocaleLowerCase().includes(needle) &&
      !chosen.some((existing) => sameText(existing, suggestion)),
  );
}

/**
 * What typed text stands for: a suggestion when it is that suggestion's shown name ("música" in
 * Spanish is 'Music', the value sent and matched on), else the text itself.
 */
export function typedInterest(
  suggestions: readonly string[],
  typed: string,
  nameOf: (suggestion: string) => string,
): string {
  const text = typed.trim();
  return suggestions.find((suggestion) => sameText(nameOf(suggestion), text)) ?? typed;
}

/**
 * Free-text interests as removable chips: Enter or a suggestion adds one. The
 * suggestions stay visible (all of them while the box is empty) so a phone user can tap them;
 * arrow keys move through them from the text box.
 */
export function InterestsEditor({
  value,
  onChange,
  suggestions = ANONYMOUS_INTEREST_SUGGESTIONS,
  label: givenLabel,
  maxCount = INTERESTS_MAX_COUNT,
  disabled = false,
}: InterestsEditorProps) {
  const { t } = useTranslation();
  // Suggestions are sent by their wire value (the spec's English) and shown in the language.
  const { interest: nameOf } = useLabels();
  const label = givenLabel ?? t('match.interests');
  const baseId = useId();
  const [text, setText] = useState('');
  const [active, setActive] = useState(-1);
  const matches = filterSuggestions(suggestions, text, value, nameOf);
  const full = value.length >= maxCount;
  const listId = `${baseId}-suggestions`;
  const optionId = (index: number) => `${baseId}-option-${index}`;

  const add = (candidate: string) => {
    const next = addInterest(value, candidate, maxCount);
    if (next !== value) onChange(next);
    setText('');
    setActive(-1);
  };

  const remove = (interest: string) => onChange(value.filter((item) => item !== interest));

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      add(
        active >= 0 && active < matches.length
          ? matches[active]
          : typedInterest(suggestions, text, nameOf),
      );
    } else if (event.key === 'ArrowDown' && matches.length > 0) {
      event.preventDefault();
      setActive((index) => (index + 1) % matches.length);
    } else if (event.key === 'ArrowUp' && matches.length > 0) {
      event.preventDefault();
      setActive((index) => (index <= 0 ? matches.length - 1 : index - 1));
    } else if (event.key === 'Escape' && (active >= 0 || text)) {
      event.stopPropagation();
      setActive(-1);
      setText('');
    } else if (event.key === 'Backspace' && !text && value.length > 0) {
      remove(value[value.length - 1]);
    }
  };

  return (
    <div className="interests-editor">
      <label htmlFor={`${baseId}-input`} className="form-label fw-semibold">
        {label}
      </label>
      {value.length > 0 && (
        <ul className="interests-chips list-unstyled" aria-label={t('match.chosen', { label })}>
          {value.map((interest) => (
            <li key={interest} className="interest-chip">
              <span>{nameOf(interest)}</span>
              <button
                type="button"
                className="interest-chip-remove"
                aria-label={t('match.remove', { name: nameOf(interest) })}
                disabled={disabled}
                onClick={() => remove(interest)}
              >
                <Icon name="x" size={14} />
              </button>
            </li>
          ))}
        </ul>
      )}
      <input
        id={`${baseId}-input`}
        className="form-control"
        type="text"
        role="combobox"
        aria-expanded={matches.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={active >= 0 ? optionId(active) : undefined}
        autoComplete="off"
        enterKeyHint="done"
        maxLength={INTEREST_MAX_LENGTH}
        placeholder={
          full ? t('match.interestsFull', { count: maxCount }) : t('match.interestPlaceholder')
        }
        value={text}
        disabled={disabled || full}
        onChange={(event) => {
          setText(event.target.value);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={t('match.suggestions')}
        className="interests-suggestions list-unstyled"
      >
        {matches.map((suggestion, index) => (
          <li
            key={suggestion}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            className={`interest-suggestion ${index === active ? 'active' : ''}`}
            // mousedown would move focus away from the text box before the click lands
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => !disabled && !full && add(suggestion)}
          >
            + {nameOf(suggestion)}
          </li>
        ))}
      </ul>
    </div>
  );
}
