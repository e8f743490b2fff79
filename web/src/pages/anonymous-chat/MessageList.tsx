import { useEffect, useRef } from 'react';
import { SCROLL_AUTO_FOLLOW_PX } from '@serendip/protocol';
import { isAnonymousImageUrl } from '../../api/anonymous';
import { ChatImage } from './ChatImage';
import type { ChatMessage } from './useAnonymousChat';

interface MessageListProps {
  messages: ChatMessage[];
  partnerTyping: boolean;
}

function MessageBody({ message }: { message: ChatMessage }) {
  if (message.type === 'image' && isAnonymousImageUrl(message.content)) {
    return <ChatImage src={message.content} blurred={message.sender === 'Stranger'} />;
  }
  return (
    <span className={message.type === 'emoji' ? 'anon-emoji' : 'anon-text'}>{message.content}</span>
  );
}

/** The conversation: own messages on the right as 'You', the stranger's on the left. */
export function MessageList({ messages, partnerTyping }: MessageListProps) {
  const listRef = useRef<HTMLDivElement>(null);
  const nearBottom = useRef(true);

  useEffect(() => {
    const list = listRef.current;
    const last = messages[messages.length - 1];
    // Follow new messages when already near the bottom, and always after one's own.
    if (list && (nearBottom.current || last?.sender === 'You')) list.scrollTop = list.scrollHeight;
  }, [messages, partnerTyping]);

  return (
    <div
      ref={listRef}
      className="anon-messages"
      role="log"
      aria-live="polite"
      aria-label="Conversation"
      tabIndex={0}
      onScroll={(event) => {
        const list = event.currentTarget;
        nearBottom.current =
          list.scrollHeight - list.scrollTop - list.clientHeight <= SCROLL_AUTO_FOLLOW_PX;
      }}
    >
      {messages.length === 0 && (
        <p className="anon-empty text-body-secondary text-center small">
          Say hi! Messages are not stored after the chat ends.
        </p>
      )}
      {messages.map((message) => {
        const mine = message.sender === 'You';
        return (
          <div key={message.id} className={`anon-message ${mine ? 'mine' : 'theirs'}`}>
            <span className="anon-message-sender">{mine ? 'You' : 'Stranger'}</span>
            <div className="anon-bubble">
              <MessageBody message={message} />
            </div>
          </div>
        );
      })}
      {partnerTyping && (
        <div className="anon-typing text-body-secondary small" aria-live="polite">
          <span className="anon-typing-dots" aria-hidden="true">
            <span />
            <span />
            <span />
          </span>
          Stranger is typing…
        </div>
      )}
    </div>
  );
}
