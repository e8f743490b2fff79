import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Form } from 'react-bootstrap';
import { Link, useNavigate, useParams } from 'react-router';
import { RESET_REDIRECT_DELAY_MS } from '@serendip/protocol';
import { api, errorMessage } from '../../api/http';
import { AuthCard } from './AuthCard';
import { SubmitButton } from './SubmitButton';
import { useResetLink } from './useResetLink';

export const RESET_LINK_UNUSABLE = 'This reset link has expired or has already been used.';

/** Where to go for a link that works: the forgot-password form. */
function NewLinkOffer() {
  return (
    <p className="mb-0 mt-2">
      <Link to="/forgotpassword" className="fw-semibold">
        Send a new reset link
      </Link>
    </p>
  );
}

type Outcome = { variant: 'success' | 'danger'; text: string };

export function ResetPasswordPage() {
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
      setOutcome({ variant: 'danger', text: 'Passwords do not match' });
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
      setOutcome({
        variant: 'success',
        text: response?.message || 'Password has been reset successfully!',
      });
      setDone(true);
    } catch (failure) {
      setOutcome({ variant: 'danger', text: errorMessage(failure, 'Error resetting password.') });
      setRefused(true);
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
      {link === 'unusable' && !outcome && (
        <Alert variant="warning" role="alert">
          {RESET_LINK_UNUSABLE}
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
