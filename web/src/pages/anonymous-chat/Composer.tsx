import { useRef, useState } from 'react';
import { Button, Spinner } from 'react-bootstrap';
import { ANONYMOUS_MESSAGE_MAX_LENGTH, DEFAULT_REACTIONS } from '@serendip/protocol';
import { Icon } from '../../components/Icon';
import { ComposerNotice, ignoredAttachmentReason } from '../../components/messages/ComposerNotice';
import { MessageInput, useMessageDraft } from '../../components/MessageInput';
import { isEmojiOnly } from '../../components/messages/emojiRecents';
import { MediaPreview } from '../../components/messages/MediaPreview';

interface ComposerProps {
  uploading: boolean;
  /** Chats left before images can be sent (new or low trust); 0 or absent: they can. */
  imagesLockedFor?: number;
  onTyping: () => void;
  onSend: (content: string, type: 'text' | 'emoji') => void;
  /** Uploads and sends an image; resolves true once it is on its way. */
  onImage: (file: File) => Promise<boolean>;
}

/** Why the image button does not open: new people send no images in their first chats. */
export function imagesLockedText(chatsLeft: number): string {
  const chats = chatsLeft === 1 ? '1 more chat' : `${chatsLeft} more chats`;
  return `You can send images after ${chats} with strangers. New members and members with recent reports or sanctions cannot send images in their first chats.`;
}

/**
 * Text box (Enter sends, Shift+Enter new line), emoji quick picks and an image button, pinned
 * under the messages. A picked or pasted image waits in a preview with an optional caption, sent
 * after the image as a text message of its own.
 */
export function Composer({
  uploading,
  imagesLockedFor = 0,
  onTyping,
  onSend,
  onImage,
}: ComposerProps) {
  const { text, setText, submit } = useMessageDraft((message) => onSend(message, 'text'));
  const [emojiOpen, setEmojiOpen] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const [pending, setPending] = useState<File | null>(null);
  const [caption, setCaption] = useState('');

  const attach = (file: File) => {
    if (imagesLockedFor > 0) {
      setNotice(imagesLockedText(imagesLockedFor));
      return;
    }
    const ignored = ignoredAttachmentReason(file, 'images');
    setNotice(ignored);
    if (!ignored) setPending(file);
  };

  const sendPending = async () => {
    if (!pending || uploading) return;
    if (!(await onImage(pending))) return;
    const text = caption.trim();
    if (text) onSend(text, isEmojiOnly(text) ? 'emoji' : 'text');
    setPending(null);
    setCaption('');
  };

  return (
    <>
      {pending && (
        <MediaPreview
          file={pending}
          kind="image"
          caption={caption}
          onCaption={setCaption}
          maxLength={ANONYMOUS_MESSAGE_MAX_LENGTH}
          sending={uploading}
          onSend={() => void sendPending()}
          onCancel={() => {
            setPending(null);
            setCaption('');
          }}
        />
      )}
      <form className="anon-composer" onSubmit={submit} data-toast-avoid>
        <ComposerNotice text={notice} onClose={() => setNotice(null)} />
        {emojiOpen && (
          <div className="anon-emoji-picks" role="group" aria-label="Quick emoji">
            {DEFAULT_REACTIONS.map((emoji) => (
              <button
                key={emoji}
                type="button"
                className="anon-emoji-pick"
                aria-label={`Send ${emoji}`}
                onClick={() => onSend(emoji, 'emoji')}
              >
                {emoji}
              </button>
            ))}
          </div>
        )}
        <div className="anon-composer-row">
          <button
            type="button"
            className="btn-icon anon-composer-icon"
            aria-label={emojiOpen ? 'Hide emoji' : 'Show emoji'}
            aria-expanded={emojiOpen}
            onClick={() => setEmojiOpen((open) => !open)}
          >
            <span aria-hidden="true">😊</span>
          </button>
          <button
            type="button"
            className={`btn-icon anon-composer-icon ${imagesLockedFor > 0 ? 'anon-composer-locked' : ''}`}
            aria-label={imagesLockedFor > 0 ? 'Send an image (not yet available)' : 'Send an image'}
            aria-disabled={imagesLockedFor > 0 || undefined}
            title={imagesLockedFor > 0 ? imagesLockedText(imagesLockedFor) : undefined}
            disabled={uploading}
            onClick={() =>
              imagesLockedFor > 0
                ? setNotice(imagesLockedText(imagesLockedFor))
                : fileInput.current?.click()
            }
          >
            {uploading ? (
              <Spinner animation="border" size="sm" role="status">
                <span className="visually-hidden">Uploading image…</span>
              </Spinner>
            ) : (
              <Icon name="image" />
            )}
          </button>
          <input
            ref={fileInput}
            type="file"
            accept="image/*"
            hidden
            data-testid="anon-image-input"
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) attach(file);
            }}
          />
          <MessageInput
            className="anon-composer-input"
            value={text}
            onChange={(value) => {
              setText(value);
              onTyping();
            }}
            maxLength={ANONYMOUS_MESSAGE_MAX_LENGTH}
            autoFocus
            onPasteFile={attach}
          />
          <Button type="submit" className="anon-send" aria-label="Send" disabled={!text.trim()}>
            <Icon name="chat" />
          </Button>
        </div>
      </form>
    </>
  );
}
