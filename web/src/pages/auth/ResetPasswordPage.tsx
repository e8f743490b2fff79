import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Form } from 'react-bootstrap';
import { Link, useNavigate, useParams } from 'react-router';
import { RESET_REDIRECT_DELAY_MS } from '@serendip/protocol';
import { api, errorMessage } from '../../api/http';
import { useAccountTranslation } from '../../i18n/namespaces/account';
import { AuthCard } from './AuthCard';
import { SubmitButton } from './SubmitButton';
import { useResetLink } from './useResetLink';

/** Where to go for a link that works: the forgot-password form. */
function NewLinkOffer() {
  const { t } = useAccountTranslation();
  return (
    <p className="mb-0 mt-2">
      <Link to="/forgotpassword" className="fw-semibold">
        {t('reset.newLink')}
      </Link>
    </p>
  );
}

type Outcome = { variant: 'success' | 'danger'; text: string };

export function ResetPasswordPage() {
  const { t } = useAccountTranslation();
  const { resettoken = '' } = useParams();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const link = useResetLink(resettoken);
  // The reset itself was refused (used or expired meanwhile): the same way to a new link.
  const [refused, setRefused] = useState(false);

  // After success, go to the login page once the user has had time to read the message.
  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => navigate('/login'), RESET_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!password || !confirmPassword || password !== confirmPassword) {
      setOutcome({ variant: 'danger', text: t('reset.mismatch') });
      return;
    }
    setOutcome(null);
    setRefused(false);
    setBusy(true);
    try {
      const response = await api.put('/api/auth/resetpassword/:resettoken', {
        params: { resettoken },
        body: { password },
      });
      setOutcome({ variant: 'success', text: response?.message || t('reset.done') });
      setDone(true);
    } catch (failure) {
      setOutcome({ variant: 'danger', text: errorMessage(failure, t('reset.failed')) });
      setRefused(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard
      title={t('reset.title')}
      subtitle={t('reset.subtitle')}
      footer={<Link to="/login">{t('forgot.backToLogin')}</Link>}
    >
      {link === 'unusable' && !outcome && (
        <Alert variant="warning" role="alert">
          {t('reset.unusable')}
          <NewLinkOffer />
        </Alert>
      )}
      {outcome && (
        <Alert variant={outcome.variant}>
          {outcome.text}
          {refused && <NewLinkOffer />}
        </Alert>
      )}
      <Form onSubmit={handleSubmit}>
        <Form.Group className="mb-3" controlId="reset-password">
          <Form.Label>{t('reset.newPassword')}</Form.Label>
          <Form.Control
            type="password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            autoComplete="new-password"
            required
            disabled={done}
          />
        </Form.Group>
        <Form.Group className="mb-4" controlId="reset-confirm-password">
          <Form.Label>{t('reset.confirmPassword')}</Form.Label>
          <Form.Control
            type="password"
            value={confirmPassword}
            onChange={(event) => setConfirmPassword(event.target.value)}
            autoComplete="new-password"
            required
            disabled={done}
          />
        </Form.Group>
        <SubmitButton busy={busy || done}>{t('reset.submit')}</SubmitButton>
      </Form>
    </AuthCard>
  );
}
