import { useState, type FormEvent } from 'react';
import { Alert, Form } from 'react-bootstrap';
import { Link } from 'react-router';
import { api, errorMessage } from '../../api/http';
import { AuthCard } from './AuthCard';
import { SubmitButton } from './SubmitButton';

type Outcome = { variant: 'success' | 'danger'; text: string };

export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState(false);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setOutcome(null);
    setBusy(true);
    try {
      const response = await api.post('/api/auth/forgotpassword', { body: { email } });
      setOutcome({
        variant: 'success',
        text: response?.message || 'Password reset email sent. Please check your inbox.',
      });
    } catch (failure) {
      setOutcome({
        variant: 'danger',
        text: errorMessage(failure, 'Error sending password reset email.'),
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard
      title="Forgot your password?"
      subtitle="Enter your email and we will send you a link to set a new one."
      footer={<Link to="/login">Back to login</Link>}
    >
      {outcome && <Alert variant={outcome.variant}>{outcome.text}</Alert>}
      <Form onSubmit={handleSubmit}>
        <Form.Group className="mb-4" controlId="forgot-email">
          <Form.Label>Email</Form.Label>
          <Form.Control
            type="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            autoComplete="email"
            required
          />
        </Form.Group>
        <SubmitButton busy={busy}>Send Reset Link</SubmitButton>
      </Form>
    </AuthCard>
  );
}
