import { useEffect, useRef, useState } from 'react';
import { Button, Card, Col, Container, Row, Spinner } from 'react-bootstrap';
import { useNavigate } from 'react-router';
import { useAccountTranslation } from '../../i18n/namespaces/account';
import { useAuth } from '../../session/AuthContext';
import { usePageTitle } from '../../session/usePageTitle';
import { ConnectStep } from './ConnectStep';
import { EssentialsStep } from './EssentialsStep';
import { InterestsStep } from './InterestsStep';
import {
  emptyOnboardingForm,
  finishOnboarding,
  type OnboardingForm,
  type UploadedFiles,
} from './onboardingForm';
import { ONBOARDING_STEPS, StepProgress } from './StepProgress';
import { useRecommendations } from './useRecommendations';

/** Onboarding: three steps, Back and Next, then Finish goes to /feed. */
export function OnboardingPage() {
  const { t } = useAccountTranslation();
  usePageTitle(t('onboarding.pageTitle'));
  const { user, updateUser } = useAuth();
  const navigate = useNavigate();
  const people = useRecommendations();
  const [step, setStep] = useState(1);
  const [form, setForm] = useState<OnboardingForm>(emptyOnboardingForm);
  const [busy, setBusy] = useState(false);
  const uploaded = useRef<UploadedFiles>({});
  const lastStep = ONBOARDING_STEPS.length;
  const stepContent = useRef<HTMLDivElement>(null);
  const shownStep = useRef(step);

  // Moving to another step puts keyboard and screen-reader focus on that step's content, and
  // brings its heading into view below the sticky navbar (the content's scroll-margin-top).
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    const content = stepContent.current;
    content?.focus({ preventScroll: true });
    if (content && typeof content.scrollIntoView === 'function')
      content.scrollIntoView({ block: 'start' });
  }, [step]);

  const change = (changes: Partial<OnboardingForm>) =>
    setForm((previous) => ({ ...previous, ...changes }));

  const finish = async () => {
    setBusy(true);
    try {
      const updated = await finishOnboarding(form, uploaded.current);
      updateUser(updated);
      navigate('/feed');
    } catch (error) {
      // On failure the user stays on the step; the error is only logged.
      console.error('Onboarding failed.', error);
      setBusy(false);
    }
  };

  return (
    <Container className="py-4">
      <Row className="justify-content-center">
        <Col md={10} lg={8} xl={7}>
          <h1 className="h2 fw-bold mb-1">
            {user ? t('onboarding.welcomeName', { name: user.username }) : t('onboarding.welcome')}
          </h1>
          <p className="text-body-secondary mb-4">{t('onboarding.intro')}</p>
          <Card className="border-0 shadow-sm">
            <Card.Body className="p-4">
              <StepProgress step={step} />
              <div ref={stepContent} tabIndex={-1} className="step-content">
                {step === 1 && <EssentialsStep form={form} onChange={change} />}
                {step === 2 && (
                  <InterestsStep
                    interests={form.interests}
                    onChange={(interests) => change({ interests })}
                  />
                )}
                {step === 3 && <ConnectStep form={form} onChange={change} people={people} />}
              </div>
            </Card.Body>
            <Card.Footer className="d-flex justify-content-between bg-transparent p-3">
              <Button
                variant="outline-secondary"
                onClick={() => setStep(step - 1)}
                disabled={step === 1 || busy}
              >
                {t('onboarding.back')}
              </Button>
              {step < lastStep ? (
                <Button variant="primary" onClick={() => setStep(step + 1)}>
                  {t('onboarding.next')}
                </Button>
              ) : (
                <Button variant="primary" onClick={finish} disabled={busy}>
                  {busy && (
                    <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
                  )}
                  {t('onboarding.finish')}
                </Button>
              )}
            </Card.Footer>
          </Card>
        </Col>
      </Row>
    </Container>
  );
}
