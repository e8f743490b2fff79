import { useRef, useState } from 'react';
import { Button, Spinner } from 'react-bootstrap';
import { ANONYMOUS_MESSAGE_MAX_LENGTH, DEFAULT_REACTIONS } from '@serendip/protocol';
import { Icon } from '../../components/Icon';
import { ComposerNotice, ignoredAttachmentReason } from '../../components/messages/ComposerNotice';
import { MessageInput, useMessageDraft } from '../../components/MessageInput';
import { isEmojiOnly } from '../../components/messages/emojiRecents';
import { MediaPreview } from '../../components/messages/MediaPreview';
import { useStrangersTranslation } from '../../i18n/namespaces/strangers';

interface ComposerProps {
  uploading: boolean;
  /** Chats left before images can be sent (new or low trust); 0 or absent: they can. */
  imagesLockedFor?: number;
  onTyping: () => void;
  onSend: (content: string, type: 'text' | 'emoji') => void;
  /** Uploads and sends an image; resolves true once it is on its way. */
  onImage: (file: File) => Promise<boolean>;
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
  const { t } = useStrangersTranslation();
  // Why the image button does not open: new people send no images in their first chats.
  const lockedText = t('composer.imagesLocked', { count: imagesLockedFor });
  const { text, setText, submit } = useMessageDraft((message) => onSend(message, 'text'));
  const [emojiOpen, setEmojiOpen] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const [pending, setPending] = useState<File | null>(null);
  const [caption, setCaption] = useState('');

  const attach = (file: File) => {
    if (imagesLockedFor > 0) {
      setNotice(lockedText);
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
          <div className="anon-emoji-picks" role="group" aria-label={t('composer.quickEmoji')}>
            {DEFAULT_REACTIONS.map((emoji) => (
              <button
                key={emoji}
                type="button"
                className="anon-emoji-pick"
                aria-label={t('composer.sendEmoji', { emoji })}
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
            aria-label={emojiOpen ? t('composer.hideEmoji') : t('composer.showEmoji')}
            aria-expanded={emojiOpen}
            onClick={() => setEmojiOpen((open) => !open)}
          >
            <span aria-hidden="true">😊</span>
          </button>
          <button
            type="button"
            className={`btn-icon anon-composer-icon ${imagesLockedFor > 0 ? 'anon-composer-locked' : ''}`}
            aria-label={
              imagesLockedFor > 0 ? t('composer.sendImageLocked') : t('composer.sendImage')
            }
            aria-disabled={imagesLockedFor > 0 || undefined}
            title={imagesLockedFor > 0 ? lockedText : undefined}
            disabled={uploading}
            onClick={() =>
              imagesLockedFor > 0 ? setNotice(lockedText) : fileInput.current?.click()
            }
          >
            {uploading ? (
              <Spinner animation="border" size="sm" role="status">
                <span className="visually-hidden">{t('composer.uploading')}</span>
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
          <Button
            type="submit"
            className="anon-send"
            aria-label={t('composer.send')}
            disabled={!text.trim()}
          >
            <Icon name="chat" />
          </Button>
        </div>
      </form>
    </>
  );
}
