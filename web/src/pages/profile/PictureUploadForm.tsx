import { useState, type FormEvent } from 'react';
import { Alert, Button, Card, Form, Spinner } from 'react-bootstrap';
import type { SelfUser } from '@serendip/protocol';
import { compressImage, isImageFile } from '../../api/compressImage';
import { api, errorMessage } from '../../api/http';
import { useAuth } from '../../app/AuthContext';
import { ImagePicker } from '../../components/ImagePicker';
import { useToast } from '../../components/Toasts';

/** Replaces the profile picture (PUT /api/users/profile/picture, field profilePicture). */
export function PictureUploadForm() {
  const { updateUser } = useAuth();
  const { showToast } = useToast();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // A new key remounts the picker, clearing its file input after a successful upload.
  const [pickerKey, setPickerKey] = useState(0);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    if (!file) {
      setError('Please select a file to upload.');
      return;
    }
    if (!isImageFile(file)) {
      setError('Please choose an image file.');
      return;
    }
    setBusy(true);
    try {
      const body = new FormData();
      body.append('profilePicture', await compressImage(file));
      const updated = await api.put<SelfUser>('/api/users/profile/picture', body);
      updateUser(updated);
      setFile(null);
      setPickerKey((key) => key + 1);
      showToast('Photo uploaded successfully!', 'success');
    } catch (failure) {
      setError(errorMessage(failure, 'Error uploading photo.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card className="border-0 shadow-sm">
      <Card.Body className="p-4">
        <h2 className="h5 fw-bold mb-3">Profile Picture</h2>
        {error && <Alert variant="danger">{error}</Alert>}
        <Form noValidate onSubmit={handleSubmit}>
          <div className="mb-3">
            <ImagePicker
              key={pickerKey}
              id="profile-picture-file"
              label="Choose a new picture"
              file={file}
              onChange={setFile}
              round
            />
          </div>
          <Button type="submit" variant="primary" disabled={busy}>
            {busy && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
            Upload Picture
          </Button>
        </Form>
      </Card.Body>
    </Card>
  );
}
