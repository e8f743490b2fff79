import { memo } from 'react';
import { Link } from 'react-router';
import { SEND_FAILED_TEXT, type ThreadMessage } from '../../api/messageDelivery';
import { Avatar } from '../Avatar';
import { MediaMessage } from './MediaMessage';
import { MentionText } from '../seenRooms/mentions';
import { MessageActionArea } from './actions/MessageActionArea';
import { useMessageActions } from './actions/MessageActionsContext';
import { MessageEditor } from './actions/MessageEditor';
import { messageElementId, ReplyQuote } from './actions/ReplyQuote';
import { useSocialTranslation } from '../../i18n/namespaces/social';
import { useFormat } from '../../i18n/format';

interface MessageBubbleProps {
  message: ThreadMessage;
  own: boolean;
  /** Rooms show the avatar and username of other people's messages. */
  showSender: boolean;
  /** First of a run of messages from one sender (default: a run of its own). */
  groupFirst?: boolean;
  /** Last of a run of messages from one sender. */
  groupLast?: boolean;
  onRetry?(message: ThreadMessage): void;
  onMediaLoad?(): void;
}

function MessageBody({
  message,
  onMediaLoad,
}: Pick<MessageBubbleProps, 'message' | 'onMediaLoad'>) {
  if (message.deleted)
    return <p className="message-text message-deleted mb-0">{message.content}</p>;
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
      <MentionText text={message.content} />
    </p>
  );
}

/**
 * One chat message: own messages on the right, with their delivery state. In a run of messages
 * from one sender the name shows on the first, the avatar and the time on the last.
 */
export const MessageBubble = memo(function MessageBubble({
  message,
  own,
  showSender,
  groupFirst = true,
  groupLast = true,
  onRetry,
  onMediaLoad,
}: MessageBubbleProps) {
  const { t } = useSocialTranslation();
  const { sender } = message;
  const actions = useMessageActions();
  const editing = actions?.editingId === message._id;
  const named = showSender && !own && groupFirst;
  const rowClass = [
    'message-row',
    own ? 'message-own' : 'message-other',
    groupFirst ? '' : 'message-continued',
    groupLast ? '' : 'message-continues',
  ].join(' ');
  return (
    <li className={rowClass.trim()} id={messageElementId(message._id)}>
      {showSender &&
        !own &&
        (groupLast ? (
          <Link
            to={`/profile/${sender._id}`}
            className="message-avatar"
            tabIndex={-1}
            aria-hidden="true"
          >
            <Avatar profilePicture={sender.profilePicture} size={32} decorative />
          </Link>
        ) : (
          <span className="message-avatar-space" aria-hidden="true" />
        ))}
      <MessageActionArea message={message} own={own}>
        <div className={`message-bubble ${message.delivery === 'failed' ? 'message-failed' : ''}`}>
          {named && (
            <Link to={`/profile/${sender._id}`} className="message-sender">
              {sender.username}
            </Link>
          )}
          {!named && (
            <span className="visually-hidden">{own ? t('messages.you') : sender.username}: </span>
          )}
          {message.replyTo && !message.deleted && <ReplyQuote quote={message.replyTo} />}
          {editing && actions ? (
            <MessageEditor message={message} actions={actions} />
          ) : (
            <MessageBody message={message} onMediaLoad={onMediaLoad} />
          )}
          <MessageMeta message={message} showTime={groupLast} onRetry={onRetry} />
        </div>
      </MessageActionArea>
    </li>
  );
});

function MessageMeta({
  message,
  showTime,
  onRetry,
}: Pick<MessageBubbleProps, 'message' | 'onRetry'> & { showTime: boolean }) {
  const { t } = useSocialTranslation();
  // Time of day: the day separator above the message says which day.
  const format = useFormat();
  const edited = Boolean(message.editedAt) && !message.deleted;
  if (!message.delivery && !showTime && !edited) return null;
  return (
    <div className="message-meta">
      {message.delivery === 'pending' ? (
        <span>{t('common.sending')}</span>
      ) : message.delivery === 'failed' ? (
        <>
          <span role="alert">
            {!message.failure || message.failure === SEND_FAILED_TEXT
              ? t('messages.notSent')
              : message.failure}
          </span>
          {onRetry && (
            <button
              type="button"
              className="btn btn-link btn-sm p-0 message-retry align-baseline"
              onClick={() => onRetry(message)}
            >
              {t('messages.retry')}
            </button>
          )}
        </>
      ) : (
        <>
          {edited && <span className="message-edited">{t('messages.edited')}</span>}
          {showTime && <time dateTime={message.createdAt}>{format.time(message.createdAt)}</time>}
        </>
      )}
    </div>
  );
}
