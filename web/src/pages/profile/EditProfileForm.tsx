import { useState, type FormEvent } from 'react';
import { Alert, Button, Card, Form, Spinner } from 'react-bootstrap';
import {
  BIO_MAX_LENGTH,
  parseInterestsInput,
  profileUpdateBody,
  type SelfUser,
} from '@serendip/protocol';
import { api, errorMessage, getToken } from '../../api/http';
import { useAccountTranslation } from '../../i18n/namespaces/account';
import { useAuth } from '../../session/AuthContext';
import { useToast } from '../../components/Toasts';

/** The first message of a failed schema parse, or none. */
function validationMessage(error: unknown): string | undefined {
  if (error && typeof error === 'object' && 'issues' in error && Array.isArray(error.issues)) {
    const [first] = error.issues as { message?: string }[];
    return first?.message;
  }
  return undefined;
}

export function EditProfileForm({ user }: { user: SelfUser }) {
  const { t } = useAccountTranslation();
  const { updateUser } = useAuth();
  const { showToast } = useToast();
  const [username, setUsername] = useState(user.username);
  const [bio, setBio] = useState(user.bio);
  const [interests, setInterests] = useState(user.interests.join(', '));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    if (!getToken()) {
      setError(t('edit.noToken'));
      return;
    }
    let body;
    try {
      body = profileUpdateBody.parse({ username, bio, interests: parseInterestsInput(interests) });
    } catch (invalid) {
      setError(validationMessage(invalid) ?? t('edit.checkForm'));
      return;
    }
    setBusy(true);
    try {
      const updated = await api.put('/api/users/profile', { body });
      updateUser(updated);
      setInterests(updated.interests.join(', '));
      showToast(t('edit.updated'), 'success');
    } catch (failure) {
      setError(errorMessage(failure, t('edit.failed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card className="border-0 shadow-sm">
      <Card.Body className="p-4">
        <h2 className="h5 fw-bold mb-3">{t('edit.heading')}</h2>
        {error && <Alert variant="danger">{error}</Alert>}
        <Form noValidate onSubmit={handleSubmit}>
          <Form.Group className="mb-3" controlId="profile-username">
            <Form.Label>{t('edit.username')}</Form.Label>
            <Form.Control
              value={username}
              onChange={(event) => setUsername(event.target.value)}
              autoComplete="username"
            />
          </Form.Group>
          <Form.Group className="mb-3" controlId="profile-bio">
            <Form.Label>{t('edit.bio')}</Form.Label>
            <Form.Control
              as="textarea"
              rows={3}
              maxLength={BIO_MAX_LENGTH}
              value={bio}
              onChange={(event) => setBio(event.target.value)}
            />
          </Form.Group>
          <Form.Group className="mb-3" controlId="profile-interests">
            <Form.Label>{t('edit.interests')}</Form.Label>
            <Form.Control
              value={interests}
              onChange={(event) => setInterests(event.target.value)}
              aria-describedby="profile-interests-help"
            />
            <Form.Text id="profile-interests-help">{t('edit.interestsHelp')}</Form.Text>
          </Form.Group>
          <Button type="submit" variant="primary" disabled={busy}>
            {busy && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
            {t('edit.save')}
          </Button>
        </Form>
      </Card.Body>
    </Card>
  );
}
