import { useState } from 'react';
import { Alert, Button, Card } from 'react-bootstrap';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../api/http';
import { useAccountTranslation } from '../../i18n/namespaces/account';
import { useAuth } from '../../session/AuthContext';
import { ConfirmModal } from '../../components/ConfirmModal';

/** Own profile: ends every session of the account (a lost phone, a shared computer). */
export function LogoutEverywhere() {
  const { t } = useAccountTranslation();
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
      setError(errorMessage(failure, t('sessions.failed')));
      setBusy(false);
      setAsking(false);
    }
  };

  return (
    <Card>
      <Card.Body>
        <Card.Title as="h2" className="h5">
          {t('sessions.heading')}
        </Card.Title>
        <p className="text-body-secondary mb-3">{t('sessions.intro')}</p>
        {error && <Alert variant="danger">{error}</Alert>}
        <Button variant="outline-danger" onClick={() => setAsking(true)}>
          {t('sessions.logoutEverywhere')}
        </Button>
      </Card.Body>
      <ConfirmModal
        show={asking}
        title={t('sessions.confirmTitle')}
        body={t('sessions.confirmBody')}
        confirmLabel={t('sessions.logoutEverywhere')}
        variant="danger"
        busy={busy}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(false)}
      />
    </Card>
  );
}
