import { useEffect, useRef, useState } from 'react';
import { Button, Form, Image } from 'react-bootstrap';
import { isImageFile } from '../api/compressImage';
import {
  checkPostFile,
  isPostVideo,
  NOT_AN_IMAGE,
  POST_MEDIA_ACCEPT,
  postFileProblem,
} from './photos/postMedia';
import { useSocialTranslation } from '../i18n/namespaces/social';
import { useFileProblemText } from './photos/useFileProblemText';

export { NOT_AN_IMAGE } from './photos/postMedia';

interface ImagePickerProps {
  id: string;
  label: string;
  file: File | null;
  onChange: (file: File | null) => void;
  /** Rounded preview for profile pictures, rectangular for posts. */
  round?: boolean;
  /**
   * For forms that show one error of their own (an upload form's alert): the picker reports a
   * wrong file type here and only marks itself invalid with `invalid`, so no second message
   * shows. Without it the picker shows its own message under the input.
   */
  onInvalidFile?: (message: string) => void;
  invalid?: boolean;
  /** Posts: videos (MP4, WebM, MOV) within the size and duration limits are accepted too. */
  acceptVideo?: boolean;
  /** A line under the input (e.g. the accepted kinds and limits). */
  hint?: string;
}

/**
 * An optional image file input with a preview and a remove button. The browser's own file
 * input cuts its "No file chosen" text in narrow columns ("No …en"), so the native input is
 * laid transparently over our own button and file name (it still takes clicks, focus, keys and
 * screen readers), and the name wraps instead.
 */
export function ImagePicker({
  id,
  label,
  file,
  onChange,
  round = false,
  onInvalidFile,
  invalid = false,
  acceptVideo = false,
  hint,
}: ImagePickerProps) {
  const { t } = useSocialTranslation();
  const problemText = useFileProblemText();
  const [preview, setPreview] = useState<string | null>(null);
  const [ownError, setOwnError] = useState<string | null>(null);
  // Changing the key clears the native input after "Remove".
  const [inputKey, setInputKey] = useState(0);
  // The latest choice: a slower duration check of an earlier file must not refuse a newer one.
  const latest = useRef<File | null>(null);

  useEffect(() => {
    if (!file) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const refuse = (message: string) => {
    latest.current = null;
    setInputKey((key) => key + 1);
    onChange(null);
    if (onInvalidFile) onInvalidFile(message);
    else setOwnError(message);
  };

  const choose = (chosen: File | undefined) => {
    latest.current = chosen ?? null;
    const problem =
      chosen && (acceptVideo ? postFileProblem(chosen) : isImageFile(chosen) ? null : NOT_AN_IMAGE);
    if (problem) {
      refuse(problem);
      return;
    }
    setOwnError(null);
    onChange(chosen ?? null);
    if (chosen && acceptVideo && isPostVideo(chosen)) {
      void checkPostFile(chosen).then((late) => {
        if (late && latest.current === chosen) refuse(late);
      });
    }
  };

  const remove = () => {
    latest.current = null;
    onChange(null);
    setInputKey((key) => key + 1);
  };

  const isInvalid = invalid || ownError !== null;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [ownError ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ');
  const previewIsVideo = file !== null && acceptVideo && isPostVideo(file);
  return (
    <Form.Group controlId={id} className="image-picker">
      <Form.Label>{label}</Form.Label>
      {preview && (
        <div className="image-picker-preview mb-2">
          {previewIsVideo ? (
            <video
              // The media fragment shows a first frame rather than black until played.
              src={`${preview}#t=0.1`}
              muted
              playsInline
              controls
              preload="metadata"
              aria-label={t('picker.videoPreview')}
              className="rounded-3 preview-wide"
            />
          ) : (
            <Image
              src={preview}
              alt={t('picker.imagePreview')}
              className={round ? 'rounded-circle preview-round' : 'rounded-3 preview-wide'}
            />
          )}
          <Button variant="outline-danger" size="sm" onClick={remove} className="mt-2">
            {t('picker.remove')}
          </Button>
        </div>
      )}
      <div className={`file-picker ${isInvalid ? 'is-invalid' : ''}`}>
        <span className="file-picker-button" aria-hidden="true">
          {t('picker.choose')}
        </span>
        <span className="file-picker-name" aria-hidden="true">
          {file ? file.name : t('picker.noFile')}
        </span>
        <Form.Control
          key={inputKey}
          type="file"
          accept={acceptVideo ? POST_MEDIA_ACCEPT : 'image/*'}
          className="file-picker-input"
          aria-invalid={isInvalid || undefined}
          aria-describedby={describedBy || undefined}
          onChange={(event) => choose((event.target as HTMLInputElement).files?.[0])}
        />
      </div>
      {hint && (
        <Form.Text id={hintId} className="d-block">
          {hint}
        </Form.Text>
      )}
      {ownError && (
        <div id={errorId} className="invalid-feedback d-block">
          {problemText(ownError)}
        </div>
      )}
    </Form.Group>
  );
}
