import { useId, useState } from 'react';
import { Alert, Button, Card, Form, Spinner } from 'react-bootstrap';
import { CAPTION_MAX_LENGTH, type Photo } from '@serendip/protocol';
import { uploadPhoto } from '../../api/photos';
import { ImagePicker } from '../ImagePicker';
import { useToast } from '../Toasts';
import { useImageUpload } from '../useImageUpload';
import { isPostVideo } from './postMedia';
import { useFileProblemText, usePostMediaHint } from './useFileProblemText';
import { useSocialTranslation } from '../../i18n/namespaces/social';

interface PhotoUploadFormProps {
  onUploaded: (photo: Photo) => void;
  title?: string;
  /** Where the success toast leads, e.g. the profile when the post is not shown on this page. */
  toastLink?: string;
}

/**
 * Posts a new photo or video: an image (compressed first) or an MP4/WebM/MOV video (sent as it
 * is, within the stated size and duration), and an optional caption. Self-contained, so any
 * page or dialog can offer it.
 */
export function PhotoUploadForm({ onUploaded, title, toastLink }: PhotoUploadFormProps) {
  const { showToast } = useToast();
  const { t } = useSocialTranslation();
  const problemText = useFileProblemText();
  const hint = usePostMediaHint();
  const formId = useId();
  const [caption, setCaption] = useState('');
  const { file, setFile, error, setError, fileInvalid, busy, pickerKey, submit } = useImageUpload(
    async (media) => {
      const photo = await uploadPhoto(media, caption.trim());
      setCaption('');
      const done = photo.type === 'video' ? t('upload.videoDone') : t('upload.photoDone');
      showToast(done, 'success', toastLink);
      onUploaded(photo);
    },
    t('upload.failed'),
    { acceptVideo: true },
  );
  const video = file !== null && isPostVideo(file);

  return (
    <Card className="border-0 shadow-sm">
      <Card.Body className="p-4">
        <h2 className="h5 fw-bold mb-3">{title ?? t('upload.title')}</h2>
        {error && <Alert variant="danger">{problemText(error)}</Alert>}
        <Form noValidate onSubmit={submit}>
          <div className="mb-3">
            <ImagePicker
              key={pickerKey}
              id={`${formId}-file`}
              label={t('upload.media')}
              file={file}
              onChange={setFile}
              onInvalidFile={setError}
              invalid={fileInvalid}
              acceptVideo
              hint={hint}
            />
          </div>
          <Form.Group className="mb-3" controlId={`${formId}-caption`}>
            <Form.Label>{t('upload.caption')}</Form.Label>
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
            {video ? t('upload.uploadVideo') : t('upload.uploadPhoto')}
          </Button>
        </Form>
      </Card.Body>
    </Card>
  );
}
