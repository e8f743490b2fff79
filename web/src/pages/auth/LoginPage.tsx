import { useState, type FormEvent } from 'react';
import { Alert, Form } from 'react-bootstrap';
import { Link, Navigate } from 'react-router';
import { Trans } from 'react-i18next';
import { loginBody } from '@serendip/protocol';
import { errorMessage } from '../../api/http';
import { useAccountTranslation } from '../../i18n/namespaces/account';
import { useAuth } from '../../session/AuthContext';
import { AuthCard } from './AuthCard';
import { fieldErrors, type FieldErrors } from './fieldErrors';
import { GoogleSignInButton } from './GoogleSignInButton';
import { SubmitButton } from './SubmitButton';

interface LoginPageProps {
  /** Shown in place of a protected page: after login that page appears, no redirect. */
  stayOnPage?: boolean;
}

export function LoginPage({ stayOnPage = false }: LoginPageProps) {
  const { t } = useAccountTranslation();
  const { user, login, restriction } = useAuth();
  const [identifier, setIdentifier] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  // A suspended or banned account signs in to read its standing and appeal (the suspension
  // screen); everyone else goes to their profile.
  if (user && !stayOnPage)
    return <Navigate to={restriction ? '/account/standing' : '/profile'} replace />;

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    const parsed = loginBody.safeParse({ identifier, password });
    setErrors(parsed.success ? {} : fieldErrors(parsed.error.issues, t));
    if (!parsed.success) return;
    setBusy(true);
    try {
      await login(parsed.data);
    } catch (failure) {
      setError(errorMessage(failure, t('login.failed')));
      setBusy(false);
    }
  };

  return (
    <AuthCard
      title={t('login.title')}
      subtitle={t('login.subtitle')}
      footer={
        <Trans t={t} i18nKey="login.newHere" components={{ anchor: <Link to="/register" /> }} />
      }
    >
      {error && <Alert variant="danger">{error}</Alert>}
      <Form noValidate onSubmit={handleSubmit}>
        <Form.Group className="mb-3" controlId="login-identifier">
          <Form.Label>{t('login.identifier')}</Form.Label>
          <Form.Control
            value={identifier}
            onChange={(event) => setIdentifier(event.target.value)}
            autoComplete="username"
            isInvalid={Boolean(errors.identifier)}
            required
          />
          <Form.Control.Feedback type="invalid">{errors.identifier}</Form.Control.Feedback>
        </Form.Group>
        <Form.Group className="mb-2" controlId="login-password">
          <Form.Label>{t('login.password')}</Form.Label>
          <Form.Control
            type="password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            autoComplete="current-password"
            isInvalid={Boolean(errors.password)}
            required
          />
          <Form.Control.Feedback type="invalid">{errors.password}</Form.Control.Feedback>
        </Form.Group>
        <div className="text-end mb-4">
          <Link to="/forgotpassword" className="small">
            {t('login.forgot')}
          </Link>
        </div>
        <SubmitButton busy={busy}>{t('login.submit')}</SubmitButton>
      </Form>
      <GoogleSignInButton mode="login" />
    </AuthCard>
  );
}
