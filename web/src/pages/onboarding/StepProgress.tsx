import { ProgressBar } from 'react-bootstrap';

export const ONBOARDING_STEPS = ['Profile Essentials', 'Your Interests', 'Connect'] as const;

/** "Step n of 3", a bar and the step names, the current one marked for screen readers. */
export function StepProgress({ step }: { step: number }) {
  const total = ONBOARDING_STEPS.length;
  return (
    <div className="step-progress mb-4">
      <p className="small text-body-secondary mb-2">
        Step {step} of {total}
      </p>
      {/* As a child bar: only the inner element has the progressbar role and takes the name. */}
      <ProgressBar className="mb-3">
        <ProgressBar isChild now={(step / total) * 100} aria-label={`Step ${step} of ${total}`} />
      </ProgressBar>
      <ol className="step-progress-labels list-unstyled d-flex justify-content-between mb-0">
        {ONBOARDING_STEPS.map((name, index) => (
          <li
            key={name}
            aria-current={index + 1 === step ? 'step' : undefined}
            className={index + 1 <= step ? 'is-reached' : ''}
          >
            <span className="step-number">{index + 1}</span>
            <span className="step-name">{name}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}
