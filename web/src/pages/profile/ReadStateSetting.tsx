import { useState } from 'react';
import { Card, Form } from 'react-bootstrap';
import type { SelfUser } from '@serendip/protocol';
import { api, errorMessage } from '../../api/http';
import { useAccountTranslation } from '../../i18n/namespaces/account';
import { useAuth } from '../../session/AuthContext';
import { useToast } from '../../components/Toasts';

/**
 * "Share when I've seen messages": saved on the account at once. Off, friends no longer see
 * "Seen" under their messages, and, as in the messaging apps people know, one no longer sees
 * theirs either.
 */
export function ReadStateSetting({ user }: { user: SelfUser }) {
  const { t } = useAccountTranslation();
  const { updateUser } = useAuth();
  const { showToast } = useToast();
  const [busy, setBusy] = useState(false);
  const sharing = user.shareReadState ?? true;

  const change = async (shareReadState: boolean) => {
    setBusy(true);
    try {
      updateUser(await api.put('/api/users/profile', { body: { shareReadState } }));
    } catch (failure) {
      showToast(errorMessage(failure, t('edit.failed')), 'danger');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card className="border-0 shadow-sm">
      <Card.Body className="p-4">
        <h2 className="h5 fw-bold mb-3">{t('settings.privacy')}</h2>
        <Form.Check
          type="switch"
          id="share-read-state"
          label={t('settings.shareReadState')}
          checked={sharing}
          disabled={busy}
          onChange={(event) => void change(event.target.checked)}
          aria-describedby="share-read-state-help"
        />
        <Form.Text id="share-read-state-help">{t('settings.shareReadStateHelp')}</Form.Text>
      </Card.Body>
    </Card>
  );
}
