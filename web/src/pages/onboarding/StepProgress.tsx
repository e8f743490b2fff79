import { ProgressBar } from 'react-bootstrap';
import { useAccountTranslation } from '../../i18n/namespaces/account';

export const ONBOARDING_STEPS = ['essentials', 'interests', 'connect'] as const;

/** "Step n of 3", a bar and the step names, the current one marked for screen readers. */
export function StepProgress({ step }: { step: number }) {
  const { t } = useAccountTranslation();
  const total = ONBOARDING_STEPS.length;
  const stepOf = t('onboarding.stepOf', { step, total });
  return (
    <div className="step-progress mb-4">
      <p className="small text-body-secondary mb-2">{stepOf}</p>
      {/* As a child bar: only the inner element has the progressbar role and takes the name. */}
      <ProgressBar className="mb-3">
        <ProgressBar isChild now={(step / total) * 100} aria-label={stepOf} />
      </ProgressBar>
      <ol className="step-progress-labels list-unstyled d-flex justify-content-between mb-0">
        {ONBOARDING_STEPS.map((name, index) => (
          <li
            key={name}
            aria-current={index + 1 === step ? 'step' : undefined}
            className={index + 1 <= step ? 'is-reached' : ''}
          >
            <span className="step-number">{index + 1}</span>
            <span className="step-name">{t(`onboarding.steps.${name}`)}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}
