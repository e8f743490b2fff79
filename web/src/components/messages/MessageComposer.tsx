import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Button, Form, Spinner } from 'react-bootstrap';
import { MESSAGE_MAX_LENGTH, type MessageType } from '@serendip/protocol';
import { uploadChatMedia } from '../../api/chat';
import { Icon } from '../Icon';
import { ComposerNotice, ignoredAttachmentReason } from './ComposerNotice';
import { EmojiPicker } from './EmojiPicker';
import { isEmojiOnly } from './emojiRecents';

interface MessageComposerProps {
  onSend(content: string, type: MessageType): void;
  /** Called on every edit of the text (typing signal). */
  onInput?(): void;
  /** Called after a send (typing stops at once). */
  onSent?(): void;
  disabled?: boolean;
}

/** The type of a chat media file: image when its MIME type says so, otherwise video. */
export function mediaTypeOf(file: File): 'image' | 'video' {
  return file.type.startsWith('image') ? 'image' : 'video';
}

/**
 * Text input (Enter sends; blank text is not sent), media upload, emoji picker and send button.
 * Picked emojis are inserted at the cursor; a message made only of emojis goes as type 'emoji'.
 */
export function MessageComposer({ onSend, onInput, onSent, disabled }: MessageComposerProps) {
  const [text, setText] = useState('');
  const [uploading, setUploading] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);

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

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const ignored = ignoredAttachmentReason(file, 'media');
    setNotice(ignored);
    if (ignored) return;
    setUploading(true);
    try {
      onSend(await uploadChatMedia(file), mediaTypeOf(file));
    } catch (failure) {
      // A failed media upload in chat is only logged.
      console.error('Chat media upload failed.', failure);
    } finally {
      setUploading(false);
    }
  };

  return (
    <>
      <ComposerNotice text={notice} onClose={() => setNotice(null)} />
      <Form className="message-composer" onSubmit={submit} data-toast-avoid>
        <input
          ref={fileRef}
          type="file"
          accept="image/*,video/*"
          className="d-none"
          tabIndex={-1}
          aria-hidden="true"
          onChange={(event) => void upload(event)}
        />
        <Button
          variant="outline-secondary"
          className="composer-icon-button"
          aria-label={uploading ? 'Uploading media' : 'Send a photo or video'}
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
          type="text"
          className="composer-input"
          placeholder="Type a message..."
          aria-label="Message"
          autoComplete="off"
          enterKeyHint="send"
          maxLength={MESSAGE_MAX_LENGTH}
          value={text}
          disabled={disabled}
          onChange={(event) => {
            setText(event.target.value);
            onInput?.();
          }}
        />
        <Button type="submit" variant="primary" className="composer-send" disabled={disabled}>
          Send
        </Button>
      </Form>
    </>
  );
}
