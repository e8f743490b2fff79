import { useEffect, useRef, type FormEvent } from 'react';
import { Button, Spinner } from 'react-bootstrap';
import { useObjectUrl } from './mediaDraft';
import './mediaPreview.css';
import { useComposerTranslation } from '../../i18n/namespaces/composer';

interface MediaPreviewProps {
  file: File;
  kind: 'image' | 'video';
  caption: string;
  onCaption(caption: string): void;
  maxLength: number;
  sending: boolean;
  onSend(): void;
  onCancel(): void;
}

/**
 * A picked, pasted or dropped photo or video before it is sent: a thumbnail (or a muted video
 * with controls), an optional caption, Cancel and Send. Nothing is uploaded until Send. Escape
 * cancels; Enter in the caption sends.
 */
export function MediaPreview({
  file,
  kind,
  caption,
  onCaption,
  maxLength,
  sending,
  onSend,
  onCancel,
}: MediaPreviewProps) {
  const { t } = useComposerTranslation();
  const url = useObjectUrl(file);
  const captionRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    captionRef.current?.focus();
  }, [file]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!sending) onSend();
  };

  return (
    <form
      className="media-preview"
      aria-label={kind === 'image' ? t('photoPreview') : t('videoPreview')}
      onSubmit={submit}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !sending) {
          event.stopPropagation();
          onCancel();
        }
      }}
      data-toast-avoid
    >
      <div className="media-preview-thumb">
        {url &&
          (kind === 'image' ? (
            <img src={url} alt={t('previewOf', { name: file.name })} />
          ) : (
            <video
              src={url}
              muted
              controls
              playsInline
              preload="metadata"
              aria-label={t('previewOf', { name: file.name })}
            />
          ))}
      </div>
      <div className="media-preview-side">
        <input
          ref={captionRef}
          className="form-control form-control-sm"
          type="text"
          aria-label={t('caption')}
          placeholder={t('captionPlaceholder')}
          autoComplete="off"
          enterKeyHint="send"
          maxLength={maxLength}
          value={caption}
          disabled={sending}
          onChange={(event) => onCaption(event.target.value)}
        />
        <div className="media-preview-actions">
          <Button variant="outline-secondary" size="sm" onClick={onCancel} disabled={sending}>
            {t('cancel')}
          </Button>
          <Button
            type="submit"
            size="sm"
            disabled={sending}
            aria-label={kind === 'image' ? t('sendPhoto') : t('sendVideo')}
          >
            {sending ? (
              <>
                <Spinner animation="border" size="sm" aria-hidden="true" className="me-1" />
                {t('sending')}
              </>
            ) : (
              t('send')
            )}
          </Button>
        </div>
      </div>
    </form>
  );
}
