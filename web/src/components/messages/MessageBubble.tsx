import { memo } from 'react';
import { Link } from 'react-router';
import type { ThreadMessage } from '../../api/messageDelivery';
import { Avatar } from '../Avatar';
import { MediaMessage } from './MediaMessage';
import { ReportButton } from '../report/ReportButton';

/** Time of day for today's messages, otherwise date and time. */
export function formatMessageTime(createdAt: string, now = new Date()): string {
  const date = new Date(createdAt);
  if (Number.isNaN(date.getTime())) return '';
  const time: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit' };
  return date.toDateString() === now.toDateString()
    ? date.toLocaleTimeString([], time)
    : date.toLocaleString([], { month: 'short', day: 'numeric', ...time });
}

interface MessageBubbleProps {
  message: ThreadMessage;
  own: boolean;
  /** Rooms show the avatar and username of other people's messages. */
  showSender: boolean;
  onRetry?(message: ThreadMessage): void;
  onMediaLoad?(): void;
}

function MessageBody({
  message,
  onMediaLoad,
}: Pick<MessageBubbleProps, 'message' | 'onMediaLoad'>) {
  if (message.type === 'image' || message.type === 'video') {
    return (
      <MediaMessage
        type={message.type}
        content={message.content}
        senderName={message.sender.username}
        onLoad={onMediaLoad}
      />
    );
  }
  return (
    <p className={`message-text mb-0 ${message.type === 'emoji' ? 'message-emoji' : ''}`}>
      {message.content}
    </p>
  );
}

/** One chat message: own messages on the right, with their delivery state. */
export const MessageBubble = memo(function MessageBubble({
  message,
  own,
  showSender,
  onRetry,
  onMediaLoad,
}: MessageBubbleProps) {
  const { sender } = message;
  return (
    <li className={`message-row ${own ? 'message-own' : 'message-other'}`}>
      {showSender && !own && (
        <Link
          to={`/profile/${sender._id}`}
          className="message-avatar"
          tabIndex={-1}
          aria-hidden="true"
        >
          <Avatar profilePicture={sender.profilePicture} size={32} decorative />
        </Link>
      )}
      <div className={`message-bubble ${message.delivery === 'failed' ? 'message-failed' : ''}`}>
        {showSender && !own && (
          <Link to={`/profile/${sender._id}`} className="message-sender">
            {sender.username}
          </Link>
        )}
        {(own || !showSender) && (
          <span className="visually-hidden">{own ? 'You' : sender.username}: </span>
        )}
        <MessageBody message={message} onMediaLoad={onMediaLoad} />
        <div className="message-meta">
          {message.delivery === 'pending' ? (
            <span>Sending...</span>
          ) : message.delivery === 'failed' ? (
            <>
              <span role="alert">{message.failure || 'Message not sent.'}</span>
              {onRetry && (
                <button
                  type="button"
                  className="btn btn-link btn-sm p-0 ms-2 align-baseline"
                  onClick={() => onRetry(message)}
                >
                  Retry
                </button>
              )}
            </>
          ) : (
            <time dateTime={message.createdAt}>{formatMessageTime(message.createdAt)}</time>
          )}
          {!own && !message.delivery && (
            // Rooms show senders; friend chat does not: that tells which kind of message it is.
            <ReportButton
              kind={showSender ? 'roomMessage' : 'chatMessage'}
              id={message._id}
              what={`message by ${sender.username}`}
            />
          )}
        </div>
      </div>
    </li>
  );
});
