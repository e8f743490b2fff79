import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Trans } from 'react-i18next';
import { Alert, Button, Col, Container, Form, Row, Spinner } from 'react-bootstrap';
import { CONTACT_MESSAGE_MAX_LENGTH } from '@serendip/protocol';
import { api, errorMessage } from '../../api/http';
import { Captcha } from '../../components/Captcha';
import { usePagesTranslation } from '../../i18n/namespaces/pages';
import { usePageTitle } from '../../session/usePageTitle';
import { SupportEmailLink } from '../static/SupportEmailLink';
import { validateContact, type ContactFieldName, type ContactFields } from './validateContact';

const EMPTY_FORM: ContactFields = { name: '', email: '', phone: '', message: '' };

const FIELDS: {
  name: ContactFieldName;
  /** Its label's key under `pages:contact`. */
  label: 'name' | 'email' | 'phone';
  type: string;
  autoComplete: string;
  maxLength: number;
}[] = [
  { name: 'name', label: 'name', type: 'text', autoComplete: 'name', maxLength: 100 },
  { name: 'email', label: 'email', type: 'email', autoComplete: 'email', maxLength: 254 },
  {
    name: 'phone',
    label: 'phone',
    type: 'tel',
    autoComplete: 'tel',
    maxLength: 40,
  },
];

/**
 * The form's own checks (the server's schema speaks the spec's English) by their key under
 * `pages:contact.checks`; a text not listed is shown as it comes.
 */
const CHECK_KEYS: Record<string, string> = {
  'Fill the name': 'fillName',
  'Fill the email': 'fillEmail',
  'Fill the message': 'fillMessage',
  'Form Incomplete, please check.': 'incomplete',
  'Invalid email format.': 'invalidEmail',
  'Please enter a valid email address.': 'validEmail',
  'Name is too long.': 'nameTooLong',
  'Email is too long.': 'emailTooLong',
  'Phone number is too long.': 'phoneTooLong',
};

type Status = 'idle' | 'sending' | 'sent';

/** /contact: the contact form, sent to POST /api/contact with the captcha. */
export default function ContactPage() {
  const { t } = usePagesTranslation();
  usePageTitle(t('contact.title'));
  const [form, setForm] = useState<ContactFields>(EMPTY_FORM);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<ContactFieldName, string>>>({});
  const [warning, setWarning] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [status, setStatus] = useState<Status>('idle');
  const [captcha, setCaptcha] = useState<string | null>(null);
  // A captcha payload is single-use: a new key remounts the widget for a fresh challenge.
  const [captchaKey, setCaptchaKey] = useState(0);

  const change =
    (field: ContactFieldName) =>
    (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
      const value = event.target.value;
      setForm((current) => ({ ...current, [field]: value }));
      setFieldErrors((current) => ({ ...current, [field]: undefined }));
    };

  const resetCaptcha = () => {
    setCaptcha(null);
    setCaptchaKey((key) => key + 1);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!captcha || status === 'sending') return;
    setServerError(null);
    const validation = validateContact(form);
    if (!validation.ok) {
      setFieldErrors(validation.fieldErrors);
      setWarning(validation.warning);
      setStatus('idle');
      return;
    }
    setFieldErrors({});
    setWarning(null);
    setStatus('sending');
    try {
      await api.post('/api/contact', { body: { ...validation.fields, captcha } });
      setForm(EMPTY_FORM);
      setStatus('sent');
    } catch (error) {
      setServerError(errorMessage(error, t('contact.sendFailed')));
      setStatus('idle');
    }
    resetCaptcha();
  };

  const fieldError = (field: ContactFieldName) => {
    const message = fieldErrors[field];
    // The form-level warning already says it; do not repeat the same text under the field.
    return message && message !== warning ? message : null;
  };

  const invalid = (field: ContactFieldName) => Boolean(fieldErrors[field]);
  const said = (check: string | null) =>
    check && CHECK_KEYS[check] ? t(`contact.checks.${CHECK_KEYS[check]}`) : check;

  return (
    <Container className="py-4">
      <Row className="justify-content-center">
        <Col md={10} lg={8} xl={6}>
          <h1 className="mb-3">{t('contact.title')}</h1>
          <p className="text-body-secondary">
            <Trans t={t} i18nKey="contact.intro" components={{ email: <SupportEmailLink /> }} />
          </p>

          {status === 'sent' && (
            <Alert variant="success" role="status">
              {t('contact.sent')}
            </Alert>
          )}
          {warning && (
            <Alert variant="warning" role="alert">
              {said(warning)}
            </Alert>
          )}
          {serverError && (
            <Alert variant="danger" role="alert">
              {serverError}
            </Alert>
          )}

          <Form noValidate onSubmit={submit} aria-label={t('contact.form')}>
            {FIELDS.map(({ name, label, type, autoComplete, maxLength }) => (
              <Form.Group className="mb-3" controlId={`contact-${name}`} key={name}>
                <Form.Label>{t(`contact.${label}`)}</Form.Label>
                <Form.Control
                  type={type}
                  name={name}
                  autoComplete={autoComplete}
                  maxLength={maxLength}
                  value={form[name]}
                  onChange={change(name)}
                  isInvalid={invalid(name)}
                  aria-invalid={invalid(name) || undefined}
                  aria-describedby={fieldError(name) ? `contact-${name}-error` : undefined}
                />
                <Form.Control.Feedback type="invalid" id={`contact-${name}-error`}>
                  {said(fieldError(name))}
                </Form.Control.Feedback>
              </Form.Group>
            ))}
            <Form.Group className="mb-3" controlId="contact-message">
              <Form.Label>{t('contact.message')}</Form.Label>
              <Form.Control
                as="textarea"
                rows={6}
                name="message"
                maxLength={CONTACT_MESSAGE_MAX_LENGTH}
                value={form.message}
                onChange={change('message')}
                isInvalid={invalid('message')}
                aria-invalid={invalid('message') || undefined}
                aria-describedby={fieldError('message') ? 'contact-message-error' : undefined}
              />
              <Form.Control.Feedback type="invalid" id="contact-message-error">
                {said(fieldError('message'))}
              </Form.Control.Feedback>
            </Form.Group>

            <div className="mb-3">
              <Captcha key={captchaKey} onVerify={setCaptcha} onExpire={() => setCaptcha(null)} />
            </div>

            <Button type="submit" variant="primary" disabled={!captcha || status === 'sending'}>
              {status === 'sending' && (
                <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
              )}
              {t('contact.send')}
            </Button>
            <p className="text-body-secondary small mt-3 mb-0">{t('contact.privacy')}</p>
          </Form>
        </Col>
      </Row>
    </Container>
  );
}
