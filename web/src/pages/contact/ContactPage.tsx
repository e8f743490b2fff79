import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Alert, Button, Col, Container, Form, Row, Spinner } from 'react-bootstrap';
import { CONTACT_MESSAGE_MAX_LENGTH } from '@serendip/protocol';
import { api, errorMessage } from '../../api/http';
import { Captcha } from '../../components/Captcha';
import { usePageTitle } from '../../session/usePageTitle';
import { SupportEmailLink } from '../static/SupportEmailLink';
import { validateContact, type ContactFieldName, type ContactFields } from './validateContact';

const EMPTY_FORM: ContactFields = { name: '', email: '', phone: '', message: '' };
const SEND_FAILED = 'Failed to send message. Please try again.';

const FIELDS: {
  name: ContactFieldName;
  label: string;
  type: string;
  autoComplete: string;
  maxLength: number;
}[] = [
  { name: 'name', label: 'Name', type: 'text', autoComplete: 'name', maxLength: 100 },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email', maxLength: 254 },
  {
    name: 'phone',
    label: 'Phone Number (Optional)',
    type: 'tel',
    autoComplete: 'tel',
    maxLength: 40,
  },
];

type Status = 'idle' | 'sending' | 'sent';

/** /contact: the contact form, sent to POST /api/contact with the captcha. */
export default function ContactPage() {
  usePageTitle('Contact Us');
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
      setServerError(errorMessage(error, SEND_FAILED));
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

  return (
    <Container className="py-4">
      <Row className="justify-content-center">
        <Col md={10} lg={8} xl={6}>
          <h1 className="mb-3">Contact Us</h1>
          <p className="text-body-secondary">
            Questions, feedback or a problem to report? Send us a message or e-mail{' '}
            <SupportEmailLink />. We usually reply within 24 to 48 hours.
          </p>

          {status === 'sent' && (
            <Alert variant="success" role="status">
              Thank you! Your message has been sent.
            </Alert>
          )}
          {warning && (
            <Alert variant="warning" role="alert">
              {warning}
            </Alert>
          )}
          {serverError && (
            <Alert variant="danger" role="alert">
              {serverError}
            </Alert>
          )}

          <Form noValidate onSubmit={submit} aria-label="Contact form">
            {FIELDS.map(({ name, label, type, autoComplete, maxLength }) => (
              <Form.Group className="mb-3" controlId={`contact-${name}`} key={name}>
                <Form.Label>{label}</Form.Label>
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
                  {fieldError(name)}
                </Form.Control.Feedback>
              </Form.Group>
            ))}
            <Form.Group className="mb-3" controlId="contact-message">
              <Form.Label>Message</Form.Label>
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
                {fieldError('message')}
              </Form.Control.Feedback>
            </Form.Group>

            <div className="mb-3">
              <Captcha key={captchaKey} onVerify={setCaptcha} onExpire={() => setCaptcha(null)} />
            </div>

            <Button type="submit" variant="primary" disabled={!captcha || status === 'sending'}>
              {status === 'sending' && (
                <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
              )}
              Send Message
            </Button>
            <p className="text-body-secondary small mt-3 mb-0">
              We respect your privacy. Your details are safe with us.
            </p>
          </Form>
        </Col>
      </Row>
    </Container>
  );
}
