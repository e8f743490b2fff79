import { useId, useState, type FormEvent } from 'react';
import { Alert, Button, Form, Spinner } from 'react-bootstrap';
import { CAPTION_MAX_LENGTH, type Photo } from '@serendip/protocol';
import { errorMessage } from '../../api/http';
import { updateCaption } from '../../api/photos';
import { useSocialTranslation } from '../../i18n/namespaces/social';

interface CaptionEditorProps {
  photo: Photo;
  onSaved: (photo: Photo) => void;
  onCancel: () => void;
}

/** The owner's caption form with Save and Cancel (photo card mode "editing caption"). */
export function CaptionEditor({ photo, onSaved, onCancel }: CaptionEditorProps) {
  const fieldId = useId();
  const { t } = useSocialTranslation();
  const [caption, setCaption] = useState(photo.caption);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    setBusy(true);
    try {
      const updated = await updateCaption(photo._id, caption);
      onSaved(updated);
    } catch (failure) {
      setError(errorMessage(failure, t('posts.captionFailed')));
      setBusy(false);
    }
  };

  return (
    <Form onSubmit={save} className="mb-2">
      {error && <Alert variant="danger">{error}</Alert>}
      <Form.Label htmlFor={fieldId} className="visually-hidden">
        {t('posts.caption')}
      </Form.Label>
      <Form.Control
        id={fieldId}
        as="textarea"
        rows={2}
        value={caption}
        maxLength={CAPTION_MAX_LENGTH}
        autoFocus
        onChange={(event) => setCaption(event.target.value)}
      />
      <div className="d-flex gap-2 mt-2">
        <Button type="submit" size="sm" variant="primary" disabled={busy}>
          {busy && <Spinner animation="border" size="sm" className="me-1" aria-hidden="true" />}
          {t('common.save')}
        </Button>
        <Button
          type="button"
          size="sm"
          variant="outline-secondary"
          disabled={busy}
          onClick={onCancel}
        >
          {t('common.cancel')}
        </Button>
      </div>
    </Form>
  );
}
