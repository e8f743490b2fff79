import { useRef, useState, type ChangeEvent, type ClipboardEvent, type FormEvent } from 'react';
import { Button, Form, Spinner } from 'react-bootstrap';
import { MESSAGE_MAX_LENGTH, type MessageType } from '@serendip/protocol';
import { Icon } from '../Icon';
import { ComposerNotice } from './ComposerNotice';
import { EmojiPicker } from './EmojiPicker';
import { isEmojiOnly } from './emojiRecents';
import { fileFromTransfer, useMediaDrop } from './mediaDraft';
import { MediaPreview } from './MediaPreview';
import { useAutoGrow, useComposerKeys } from './useComposerKeys';
import './composer.css';
import { mediaTypeOf, useMediaAttachment } from './useMediaAttachment';
import { useSocialTranslation } from '../../i18n/namespaces/social';

interface MessageComposerProps {
  onSend(content: string, type: MessageType): void;
  /** Called on every edit of the text (typing signal). */
  onInput?(): void;
  /** Called after a send (typing stops at once). */
  onSent?(): void;
  disabled?: boolean;
}

/**
 * Text box (Enter sends, Shift+Enter starts a new line; blank text is not sent), media upload,
 * emoji picker and send button. Picked emojis are inserted at the cursor; a message made only of
 * emojis goes as type 'emoji'. A picked, pasted or dropped photo or video waits in a preview with
 * an optional caption until Send.
 */
export function MessageComposer({ onSend, onInput, onSent, disabled }: MessageComposerProps) {
  const { t } = useSocialTranslation();
  const [text, setText] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const onKeyDown = useComposerKeys(inputRef);
  useAutoGrow(inputRef, text);
  const media = useMediaAttachment(onSend, setNotice);
  const uploading = media.sending;
  const dragging = useMediaDrop(formRef, media.attach, !disabled);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const content = text.trim();
    if (!content || disabled) return;
    onSend(content, isEmojiOnly(content) ? 'emoji' : 'text');
    setText('');
    onSent?.();
    inputRef.current?.focus();
  };

  const insertEmoji = (emoji: string) => {
    const input = inputRef.current;
    const start = input?.selectionStart ?? text.length;
    const end = input?.selectionEnd ?? text.length;
    const next = `${text.slice(0, start)}${emoji}${text.slice(end)}`;
    if (next.length > MESSAGE_MAX_LENGTH) return;
    setText(next);
    onInput?.();
    // The caret moves past the emoji without taking focus from the picker, which stays open for
    // the next pick (and a phone's keyboard does not pop up over it).
    requestAnimationFrame(() =>
      input?.setSelectionRange(start + emoji.length, start + emoji.length),
    );
  };

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) media.attach(file);
  };

  // A pasted image goes to the preview; pasted text keeps its usual way into the text box.
  const paste = (event: ClipboardEvent<HTMLTextAreaElement>) => {
    const file = fileFromTransfer(event.clipboardData);
    if (!file || disabled) return;
    event.preventDefault();
    media.attach(file);
  };

  return (
    <>
      <ComposerNotice text={notice} onClose={() => setNotice(null)} />
      {media.file && (
        <MediaPreview
          file={media.file}
          kind={mediaTypeOf(media.file)}
          caption={media.caption}
          onCaption={media.setCaption}
          maxLength={MESSAGE_MAX_LENGTH}
          sending={media.sending}
          onSend={() => void media.submit()}
          onCancel={() => {
            media.cancel();
            inputRef.current?.focus();
          }}
        />
      )}
      <Form
        ref={formRef}
        className={`message-composer ${dragging ? 'media-drop-active' : ''}`}
        onSubmit={submit}
        data-toast-avoid
      >
        <input
          ref={fileRef}
          type="file"
          accept="image/*,video/*"
          className="d-none"
          tabIndex={-1}
          aria-hidden="true"
          onChange={pick}
        />
        <Button
          variant="outline-secondary"
          className="composer-icon-button"
          aria-label={uploading ? t('composer.uploading') : t('composer.attach')}
          disabled={disabled || uploading}
          onClick={() => fileRef.current?.click()}
        >
          {uploading ? (
            <Spinner animation="border" size="sm" aria-hidden="true" />
          ) : (
            <Icon name="image" size={18} />
          )}
        </Button>
        <EmojiPicker onPick={insertEmoji} disabled={disabled} />
        <Form.Control
          ref={inputRef}
          as="textarea"
          rows={1}
          className="composer-input"
          placeholder={dragging ? t('composer.dropPlaceholder') : t('composer.placeholder')}
          aria-label={t('composer.message')}
          autoComplete="off"
          enterKeyHint="send"
          maxLength={MESSAGE_MAX_LENGTH}
          value={text}
          disabled={disabled}
          onKeyDown={onKeyDown}
          onPaste={paste}
          onChange={(event) => {
            setText(event.target.value);
            onInput?.();
          }}
        />
        <Button type="submit" variant="primary" className="composer-send" disabled={disabled}>
          {t('common.send')}
        </Button>
      </Form>
    </>
  );
}
