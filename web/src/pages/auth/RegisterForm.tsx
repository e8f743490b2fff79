import { useState, type FormEvent } from 'react';
import { Alert, Form } from 'react-bootstrap';
import { Link } from 'react-router';
import { Trans } from 'react-i18next';
import { PASSWORD_MIN_LENGTH, registerBody } from '@serendip/protocol';
import { errorMessage } from '../../api/http';
import { useAccountTranslation } from '../../i18n/namespaces/account';
import { useAuth } from '../../session/AuthContext';
import { fieldErrors, type FieldErrors } from './fieldErrors';
import { GoogleSignInButton } from './GoogleSignInButton';
import { SubmitButton } from './SubmitButton';

const emptyForm = { username: '', email: '', password: '' };
type RegisterField = keyof typeof emptyForm;

const fields: { name: RegisterField; type: string; autoComplete: string }[] = [
  { name: 'username', type: 'text', autoComplete: 'username' },
  { name: 'email', type: 'email', autoComplete: 'email' },
  { name: 'password', type: 'password', autoComplete: 'new-password' },
];

/** The registration form (fields, terms note, the identity provider's sign-in), on its own so
 * that a page can offer it in place (a dialog over a live chat) as well as /register. */
export function RegisterForm({ beforeRegister }: { beforeRegister?: () => void } = {}) {
  const { t } = useAccountTranslation();
  const { register } = useAuth();
  const [form, setForm] = useState(emptyForm);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    const parsed = registerBody.safeParse(form);
    setErrors(parsed.success ? {} : fieldErrors(parsed.error.issues, t));
    if (!parsed.success) return;
    setBusy(true);
    beforeRegister?.();
    try {
      await register(parsed.data);
    } catch (failure) {
      setError(errorMessage(failure, t('register.failed')));
      setBusy(false);
    }
  };

  return (
    <>
      {error && <Alert variant="danger">{error}</Alert>}
      <Form noValidate onSubmit={handleSubmit}>
        {fields.map((field) => (
          <Form.Group key={field.name} className="mb-3" controlId={`register-${field.name}`}>
            <Form.Label>{t(`register.${field.name}`)}</Form.Label>
            <Form.Control
              type={field.type}
              value={form[field.name]}
              onChange={(event) => setForm({ ...form, [field.name]: event.target.value })}
              autoComplete={field.autoComplete}
              isInvalid={Boolean(errors[field.name])}
              aria-describedby={field.name === 'password' ? 'register-password-help' : undefined}
              required
            />
            <Form.Control.Feedback type="invalid">{errors[field.name]}</Form.Control.Feedback>
            {field.name === 'password' && !errors.password && (
              <Form.Text id="register-password-help">
                {t('register.passwordHelp', { min: PASSWORD_MIN_LENGTH })}
              </Form.Text>
            )}
          </Form.Group>
        ))}
        <p className="small text-body-secondary">
          <Trans t={t} i18nKey="register.terms" components={{ anchor: <Link to="/terms" /> }} />
        </p>
        <SubmitButton busy={busy}>{t('register.submit')}</SubmitButton>
      </Form>
      <GoogleSignInButton mode="register" />
    </>
  );
}
