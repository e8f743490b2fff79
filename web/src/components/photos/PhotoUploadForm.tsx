import { useId, useState, type FormEvent } from 'react';
import { Alert, Button, Card, Form, Spinner } from 'react-bootstrap';
import { CAPTION_MAX_LENGTH, type Photo } from '@serendip/protocol';
import { compressImage, isImageFile } from '../../api/compressImage';
import { errorMessage } from '../../api/http';
import { uploadPhoto } from '../../api/photos';
import { ImagePicker } from '../ImagePicker';
import { useToast } from '../Toasts';

interface PhotoUploadFormProps {
  onUploaded: (photo: Photo) => void;
  title?: string;
  /** Where the success toast leads, e.g. the profile when the post is not shown on this page. */
  toastLink?: string;
}

/** Posts a new photo: an image file (compressed first, SPEC §5) and an optional caption. */
export function PhotoUploadForm({
  onUploaded,
  title = 'Share a Photo',
  toastLink,
}: PhotoUploadFormProps) {
  const { showToast } = useToast();
  const formId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [caption, setCaption] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // A new key remounts the picker, clearing its file input after a successful upload.
  const [pickerKey, setPickerKey] = useState(0);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
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
      const photo = await uploadPhoto(await compressImage(file), caption.trim());
      setFile(null);
      setCaption('');
      setPickerKey((key) => key + 1);
      showToast('Photo uploaded successfully!', 'success', toastLink);
      onUploaded(photo);
    } catch (failure) {
      setError(errorMessage(failure, 'Error uploading photo.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card className="border-0 shadow-sm">
      <Card.Body className="p-4">
        <h2 className="h5 fw-bold mb-3">{title}</h2>
        {error && <Alert variant="danger">{error}</Alert>}
        <Form noValidate onSubmit={submit}>
          <div className="mb-3">
            <ImagePicker
              key={pickerKey}
              id={`${formId}-file`}
              label="Photo"
              file={file}
              onChange={setFile}
            />
          </div>
          <Form.Group className="mb-3" controlId={`${formId}-caption`}>
            <Form.Label>Caption (optional)</Form.Label>
            <Form.Control
              as="textarea"
              rows={2}
              value={caption}
              maxLength={CAPTION_MAX_LENGTH}
              onChange={(event) => setCaption(event.target.value)}
            />
          </Form.Group>
          <Button type="submit" variant="primary" disabled={busy}>
            {busy && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
            Upload Photo
          </Button>
        </Form>
      </Card.Body>
    </Card>
  );
}
