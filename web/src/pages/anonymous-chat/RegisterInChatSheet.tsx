import { Suspense } from 'react';
import { Modal } from 'react-bootstrap';
import { PageSpinner } from '../../components/PageSpinner';
import { lazyPage } from '../../shell/lazyPage';
import { offerOnboardingLater } from '../../session/onboardingOffer';
import { useStrangersTranslation } from '../../i18n/namespaces/strangers';

/**
 * The form loads when a visitor opens the sheet: it validates with the protocol's schemas (zod),
 * which the chat page itself never needs.
 */
const RegisterForm = lazyPage(() =>
  import('../auth/RegisterForm').then((module) => ({ default: module.RegisterForm })),
);

/**
 * Registration over the live chat, for a visitor who wants to reveal their profile: the chat
 * stays open underneath with the same stranger (connectionHold keeps its connection), and
 * onboarding is offered afterwards instead of forced (onboardingOffer).
 */
export function RegisterInChatSheet({ show, onHide }: { show: boolean; onHide: () => void }) {
  const { t } = useStrangersTranslation();
  return (
    <Modal
      show={show}
      onHide={onHide}
      centered
      fullscreen="sm-down"
      aria-labelledby="chat-register-title"
    >
      <Modal.Header closeButton>
        <Modal.Title id="chat-register-title" as="h2" className="h5">
          {t('register.title')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="small text-body-secondary">
          <span className="d-block fw-semibold text-body">{t('chat.loginToReveal')}</span>
          {t('register.text')}
        </p>
        {show && (
          <Suspense fallback={<PageSpinner />}>
            <RegisterForm beforeRegister={offerOnboardingLater} />
          </Suspense>
        )}
      </Modal.Body>
    </Modal>
  );
}
