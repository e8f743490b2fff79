import { useId, useState } from 'react';
import { Alert, Button, Card, Form, Spinner } from 'react-bootstrap';
import { CAPTION_MAX_LENGTH, type Photo } from '@serendip/protocol';
import { uploadPhoto } from '../../api/photos';
import { ImagePicker } from '../ImagePicker';
import { useToast } from '../Toasts';
import { useImageUpload } from '../useImageUpload';

interface PhotoUploadFormProps {
  onUploaded: (photo: Photo) => void;
  title?: string;
  /** Where the success toast leads, e.g. the profile when the post is not shown on this page. */
  toastLink?: string;
}

/** Posts a new photo: an image file (compressed first) and an optional caption. */
export function PhotoUploadForm({
  onUploaded,
  title = 'Share a Photo',
  toastLink,
}: PhotoUploadFormProps) {
  const { showToast } = useToast();
  const formId = useId();
  const [caption, setCaption] = useState('');
  const { file, setFile, error, setError, fileInvalid, busy, pickerKey, submit } = useImageUpload(
    async (image) => {
      const photo = await uploadPhoto(image, caption.trim());
      setCaption('');
      showToast('Photo uploaded successfully!', 'success', toastLink);
      onUploaded(photo);
    },
    'Error uploading photo.',
  );

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
              onInvalidFile={setError}
              invalid={fileInvalid}
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
