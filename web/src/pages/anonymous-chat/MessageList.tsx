import { isAnonymousImageUrl } from '../../api/anonymous';
import { ChatLog } from '../../components/ChatLog';
import { HiddenNote } from '../../components/moderation/HiddenNote';
import { ChatImage } from './ChatImage';
import { useStrangersTranslation } from '../../i18n/namespaces/strangers';
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
    <span className={message.type === 'emoji' ? 'anon-emoji' : 'anon-text'} dir="auto">
      {message.content}
    </span>
  );
}

/**
 * The conversation: own messages at the end side as 'You' (the right, or the left in a
 * right-to-left language), the stranger's at the start side.
 */
export function MessageList({ messages, partnerTyping }: MessageListProps) {
  const { t } = useStrangersTranslation();
  return (
    <ChatLog
      className="anon-messages"
      label={t('messages.label')}
      messages={messages}
      lastIsMine={messages.at(-1)?.sender === 'You'}
      typing={partnerTyping}
      empty={
        <p className="anon-empty text-body-secondary text-center small">{t('messages.empty')}</p>
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
              {mine ? t('messages.you') : t('messages.stranger')}
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
          {t('messages.typing')}
        </div>
      )}
    </ChatLog>
  );
}
