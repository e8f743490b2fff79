import { useState, type FormEvent } from 'react';
import { Alert, Form } from 'react-bootstrap';
import { Link } from 'react-router';
import { api, errorMessage } from '../../api/http';
import { useAccountTranslation } from '../../i18n/namespaces/account';
import { AuthCard } from './AuthCard';
import { SubmitButton } from './SubmitButton';

type Outcome = { variant: 'success' | 'danger'; text: string };

export function ForgotPasswordPage() {
  const { t } = useAccountTranslation();
  const [email, setEmail] = useState('');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState(false);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setOutcome(null);
    setBusy(true);
    try {
      const response = await api.post('/api/auth/forgotpassword', { body: { email } });
      setOutcome({ variant: 'success', text: response?.message || t('forgot.sent') });
    } catch (failure) {
      setOutcome({ variant: 'danger', text: errorMessage(failure, t('forgot.failed')) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard
      title={t('forgot.title')}
      subtitle={t('forgot.subtitle')}
      footer={<Link to="/login">{t('forgot.backToLogin')}</Link>}
    >
      {outcome && <Alert variant={outcome.variant}>{outcome.text}</Alert>}
      <Form onSubmit={handleSubmit}>
        <Form.Group className="mb-4" controlId="forgot-email">
          <Form.Label>{t('forgot.email')}</Form.Label>
          <Form.Control
            type="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            autoComplete="email"
            required
          />
        </Form.Group>
        <SubmitButton busy={busy}>{t('forgot.submit')}</SubmitButton>
      </Form>
    </AuthCard>
  );
}
