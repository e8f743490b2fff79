import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from 'react-bootstrap';
import { SCROLL_AUTO_FOLLOW_PX, VIDEO_MESSAGE_MAX_LENGTH } from '@serendip/protocol';
import { CallIcon } from '../../components/video/CallIcon';
import { strangerLabel } from './callTexts';
import type { CallMessage } from './useCallChat';

interface VideoChatBoxProps {
  messages: CallMessage[];
  sharedInterests: string[];
  onSend: (text: string) => void;
}

/** The call's text chat (SPEC §2): 'You' for one's own lines, 'Stranger [abcd]' for others. */
export function VideoChatBox({ messages, sharedInterests, onSend }: VideoChatBoxProps) {
  const [text, setText] = useState('');
  const listRef = useRef<HTMLDivElement>(null);
  const nearBottom = useRef(true);

  useEffect(() => {
    const list = listRef.current;
    const last = messages[messages.length - 1];
    if (list && (nearBottom.current || last?.sender === null)) list.scrollTop = list.scrollHeight;
  }, [messages]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!text.trim()) return;
    onSend(text.trim());
    setText('');
  };

  return (
    <section className="vc-chat" aria-label="Call chat">
      <p className="vc-chat-header small text-body-secondary text-truncate">
        {sharedInterests.length > 0
          ? `You both like ${sharedInterests.join(', ')}`
          : 'Chat with everyone in the call'}
      </p>
      <div
        ref={listRef}
        className="vc-chat-messages"
        role="log"
        aria-live="polite"
        aria-label="Call messages"
        tabIndex={0}
        onScroll={(event) => {
          const list = event.currentTarget;
          nearBottom.current =
            list.scrollHeight - list.scrollTop - list.clientHeight <= SCROLL_AUTO_FOLLOW_PX;
        }}
      >
        {messages.length === 0 && (
          <p className="vc-chat-empty small text-body-secondary">
            Say hi! Messages are not stored after the call.
          </p>
        )}
        {messages.map((message) => (
          <p
            key={message.id}
            className={`vc-chat-message ${message.sender === null ? 'mine' : 'theirs'}`}
          >
            <span className="vc-chat-sender">
              {message.sender === null ? 'You' : strangerLabel(message.sender)}
            </span>
            <span className="vc-chat-text">{message.text}</span>
          </p>
        ))}
      </div>
      <form className="vc-chat-form" onSubmit={submit}>
        <input
          className="form-control"
          type="text"
          aria-label="Message"
          placeholder="Type a message…"
          autoComplete="off"
          enterKeyHint="send"
          maxLength={VIDEO_MESSAGE_MAX_LENGTH}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <Button type="submit" aria-label="Send" disabled={!text.trim()}>
          <CallIcon name="send" size={18} />
        </Button>
      </form>
    </section>
  );
}
