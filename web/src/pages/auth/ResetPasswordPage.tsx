import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Form } from 'react-bootstrap';
import { Link, useNavigate, useParams } from 'react-router';
import { RESET_REDIRECT_DELAY_MS } from '@serendip/protocol';
import { api, errorMessage } from '../../api/http';
import { AuthCard } from './AuthCard';
import { SubmitButton } from './SubmitButton';

type Outcome = { variant: 'success' | 'danger'; text: string };

export function ResetPasswordPage() {
  const { resettoken = '' } = useParams();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  // After success, go to the login page once the user has had time to read the message.
  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => navigate('/login'), RESET_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!password || !confirmPassword || password !== confirmPassword) {
      setOutcome({ variant: 'danger', text: 'Passwords do not match' });
      return;
    }
    setOutcome(null);
    setBusy(true);
    try {
      const response = await api.put('/api/auth/resetpassword/:resettoken', {
        params: { resettoken },
        body: { password },
      });
      setOutcome({
        variant: 'success',
        text: response?.message || 'Password has been reset successfully!',
      });
      setDone(true);
    } catch (failure) {
      setOutcome({ variant: 'danger', text: errorMessage(failure, 'Error resetting password.') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard
      title="Set a new password"
      subtitle="Choose a password you have not used here before."
      footer={<Link to="/login">Back to login</Link>}
    >
      {outcome && <Alert variant={outcome.variant}>{outcome.text}</Alert>}
      <Form onSubmit={handleSubmit}>
        <Form.Group className="mb-3" controlId="reset-password">
          <Form.Label>New Password</Form.Label>
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
          <Form.Label>Confirm New Password</Form.Label>
          <Form.Control
            type="password"
            value={confirmPassword}
            onChange={(event) => setConfirmPassword(event.target.value)}
            autoComplete="new-password"
            required
            disabled={done}
          />
        </Form.Group>
        <SubmitButton busy={busy || done}>Reset Password</SubmitButton>
      </Form>
    </AuthCard>
  );
}
