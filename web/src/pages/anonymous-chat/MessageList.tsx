import { isAnonymousImageUrl } from '../../api/anonymous';
import { ChatLog } from '../../components/ChatLog';
import { HiddenNote } from '../../components/moderation/HiddenNote';
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
  return (
    <ChatLog
      className="anon-messages"
      label="Conversation"
      messages={messages}
      lastIsMine={messages.at(-1)?.sender === 'You'}
      typing={partnerTyping}
      empty={
        <p className="anon-empty text-body-secondary text-center small">
          Say hi! Messages are not stored after the chat ends.
        </p>
      }
    >
      {messages.map((message, index) => {
        const mine = message.sender === 'You';
        // A run of messages from one side is labelled once, above its first message.
        const first = messages[index - 1]?.sender !== message.sender;
        return (
          <div
            key={message.id}
            className={`anon-message ${mine ? 'mine' : 'theirs'} ${first ? '' : 'anon-continued'}`}
          >
            <span className={first ? 'anon-message-sender' : 'visually-hidden'}>
              {mine ? 'You' : 'Stranger'}
            </span>
            <div className="anon-bubble">
              <MessageBody message={message} />
            </div>
            <HiddenNote hidden={message.hidden} mine={mine} />
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
    </ChatLog>
  );
}
