import { ONBOARDING_INTERESTS } from '@serendip/protocol';
import { useAccountTranslation } from '../../i18n/namespaces/account';
import { Icon } from '../../components/Icon';
import { useLabels } from '../../i18n/useLabels';

interface InterestsStepProps {
  interests: string[];
  onChange: (interests: string[]) => void;
}

/** Step 2: a grid of the 12 interests, each a toggle button. */
export function InterestsStep({ interests, onChange }: InterestsStepProps) {
  const { t } = useAccountTranslation();
  const labels = useLabels();
  const toggle = (interest: string) =>
    onChange(
      interests.includes(interest)
        ? interests.filter((item) => item !== interest)
        : [...interests, interest],
    );

  return (
    <>
      <h2 className="h4 fw-bold">{t('onboarding.steps.interests')}</h2>
      <p className="text-body-secondary">{t('onboarding.interests.intro')}</p>
      <div className="interest-grid" role="group" aria-label={t('onboarding.interests.group')}>
        {ONBOARDING_INTERESTS.map((interest) => {
          const selected = interests.includes(interest);
          return (
            <button
              key={interest}
              type="button"
              className={`btn interest-toggle ${selected ? 'btn-primary' : 'btn-outline-primary'}`}
              aria-pressed={selected}
              onClick={() => toggle(interest)}
            >
              {selected && <Icon name="check" size={16} className="me-1" />}
              {/* The interest is saved in English (the spec's values); it reads in the language. */}
              {labels.interest(interest)}
            </button>
          );
        })}
      </div>
      <p className="small text-body-secondary mt-3 mb-0" aria-live="polite">
        {t('onboarding.interests.selected', { count: interests.length })}
      </p>
    </>
  );
}
