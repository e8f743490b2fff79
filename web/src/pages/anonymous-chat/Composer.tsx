import { useRef, useState } from 'react';
import { Button, Spinner } from 'react-bootstrap';
import { ANONYMOUS_MESSAGE_MAX_LENGTH, DEFAULT_REACTIONS } from '@serendip/protocol';
import { Icon } from '../../components/Icon';
import { ComposerNotice, ignoredAttachmentReason } from '../../components/messages/ComposerNotice';
import { MessageInput, useMessageDraft } from '../../components/MessageInput';

interface ComposerProps {
  uploading: boolean;
  onTyping: () => void;
  onSend: (content: string, type: 'text' | 'emoji') => void;
  onImage: (file: File) => void;
}

/** Text box, emoji quick picks and an image button, pinned under the messages. */
export function Composer({ uploading, onTyping, onSend, onImage }: ComposerProps) {
  const { text, setText, submit } = useMessageDraft((message) => onSend(message, 'text'));
  const [emojiOpen, setEmojiOpen] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  return (
    <form className="anon-composer" onSubmit={submit}>
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
          className="btn-icon anon-composer-icon"
          aria-label="Send an image"
          disabled={uploading}
          onClick={() => fileInput.current?.click()}
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
            if (!file) return;
            const ignored = ignoredAttachmentReason(file, 'images');
            setNotice(ignored);
            if (!ignored) onImage(file);
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
        />
        <Button type="submit" className="anon-send" aria-label="Send" disabled={!text.trim()}>
          <Icon name="chat" />
        </Button>
      </div>
    </form>
  );
}
