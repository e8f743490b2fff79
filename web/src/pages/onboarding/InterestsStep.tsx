import { ONBOARDING_INTERESTS } from '@serendip/protocol';
import { Icon } from '../../components/Icon';

interface InterestsStepProps {
  interests: string[];
  onChange: (interests: string[]) => void;
}

/** Step 2: a grid of the 12 interests, each a toggle button. */
export function InterestsStep({ interests, onChange }: InterestsStepProps) {
  const toggle = (interest: string) =>
    onChange(
      interests.includes(interest)
        ? interests.filter((item) => item !== interest)
        : [...interests, interest],
    );

  return (
    <>
      <h2 className="h4 fw-bold">Your Interests</h2>
      <p className="text-body-secondary">Pick what you love. You can change it later.</p>
      <div className="interest-grid" role="group" aria-label="Interests">
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
              {interest}
            </button>
          );
        })}
      </div>
      <p className="small text-body-secondary mt-3 mb-0" aria-live="polite">
        {interests.length} selected
      </p>
    </>
  );
}
