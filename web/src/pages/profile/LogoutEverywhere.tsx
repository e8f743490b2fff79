import { useState } from 'react';
import { Alert, Button, Card } from 'react-bootstrap';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../api/http';
import { useAuth } from '../../session/AuthContext';
import { ConfirmModal } from '../../components/ConfirmModal';

/** Own profile: ends every session of the account (a lost phone, a shared computer). */
export function LogoutEverywhere() {
  const { logoutEverywhere } = useAuth();
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await logoutEverywhere();
      navigate('/login');
    } catch (failure) {
      setError(errorMessage(failure, 'Could not log out everywhere. Please try again.'));
      setBusy(false);
      setAsking(false);
    }
  };

  return (
    <Card>
      <Card.Body>
        <Card.Title as="h2" className="h5">
          Sessions
        </Card.Title>
        <p className="text-body-secondary mb-3">
          Signed in on a device you no longer use? Log out on every device and browser at once.
        </p>
        {error && <Alert variant="danger">{error}</Alert>}
        <Button variant="outline-danger" onClick={() => setAsking(true)}>
          Log out everywhere
        </Button>
      </Card.Body>
      <ConfirmModal
        show={asking}
        title="Log out everywhere?"
        body="You will be logged out on every device and browser, this one included."
        confirmLabel="Log out everywhere"
        variant="danger"
        busy={busy}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(false)}
      />
    </Card>
  );
}
