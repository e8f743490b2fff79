import { Alert, Button, Card, Form, Spinner } from 'react-bootstrap';
import { api } from '../../api/http';
import { useAccountTranslation } from '../../i18n/namespaces/account';
import { useAuth } from '../../session/AuthContext';
import { ImagePicker } from '../../components/ImagePicker';
import { useToast } from '../../components/Toasts';
import { useImageUpload } from '../../components/useImageUpload';

/** Replaces the profile picture (PUT /api/users/profile/picture, field profilePicture). */
export function PictureUploadForm() {
  const { t } = useAccountTranslation();
  const { updateUser } = useAuth();
  const { showToast } = useToast();
  const { file, setFile, error, setError, fileInvalid, busy, pickerKey, submit } = useImageUpload(
    async (image) => {
      const body = new FormData();
      body.append('profilePicture', image);
      updateUser(await api.put('/api/users/profile/picture', { body }));
      // The picture is part of the profile: the contract's text for a profile change, not the one
      // for a post ('Photo uploaded successfully!' reads as if a photo had been shared).
      showToast(t('edit.updated'), 'success');
    },
    t('picture.failed'),
  );

  return (
    <Card className="border-0 shadow-sm">
      <Card.Body className="p-4">
        <h2 className="h5 fw-bold mb-3">{t('picture.heading')}</h2>
        {error && <Alert variant="danger">{error}</Alert>}
        <Form noValidate onSubmit={submit}>
          <div className="mb-3">
            <ImagePicker
              key={pickerKey}
              id="profile-picture-file"
              label={t('picture.choose')}
              file={file}
              onChange={setFile}
              onInvalidFile={setError}
              invalid={fileInvalid}
              round
            />
          </div>
          <Button type="submit" variant="primary" disabled={busy}>
            {busy && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
            {t('picture.upload')}
          </Button>
        </Form>
      </Card.Body>
    </Card>
  );
}
