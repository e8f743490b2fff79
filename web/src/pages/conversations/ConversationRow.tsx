import { Badge } from 'react-bootstrap';
import { NavLink } from 'react-router';
import type { ConversationView, UserSummary } from '@serendip/protocol';
import { Avatar } from '../../components/Avatar';
import { PresenceBadge } from '../../components/FriendsList';
import { conversationPreview } from './conversationPreview';
import { useSocialTranslation } from '../../i18n/namespaces/social';
import { useFormat } from '../../i18n/format';

interface ConversationRowProps {
  conversation: ConversationView;
  other: UserSummary;
  unread: number;
  online: boolean;
  /**
   * False when the two are no longer friends (after a block and unblock, or a removal): the chat
   * cannot be used, so the row leads to their profile instead and says why.
   */
  usable: boolean;
}

function LastMessageTime({ at }: { at?: string }) {
  const format = useFormat();
  if (!at) return null;
  return (
    <time
      className="small text-body-secondary flex-shrink-0 conversation-time"
      dateTime={at}
      title={format.dateTime(at)}
    >
      {format.ago(at)}
    </time>
  );
}

/** One row of /conversations: avatar, name, time, preview, unread count and presence. */
export function ConversationRow({
  conversation,
  other,
  unread,
  online,
  usable,
}: ConversationRowProps) {
  const { t } = useSocialTranslation();
  const preview = conversationPreview(conversation.lastMessage, {
    image: t('common.image'),
    video: t('common.video'),
  });
  const bold = usable && unread > 0;
  const classes = [
    'd-flex align-items-center gap-3 p-3 text-reset text-decoration-none conversation-row',
    bold ? 'conversation-unread' : '',
    usable ? '' : 'conversation-closed',
  ];
  return (
    // NavLink marks the row of the chat open beside the list on a desktop ('active').
    <NavLink
      to={
        usable
          ? `/chat/${encodeURIComponent(other._id)}`
          : `/profile/${encodeURIComponent(other._id)}`
      }
      className={classes.join(' ')}
      aria-label={
        usable
          ? bold
            ? t('conversations.unreadLabel', { name: other.username, count: unread })
            : undefined
          : t('conversations.closedLabel', { name: other.username })
      }
    >
      <Avatar profilePicture={other.profilePicture} size={44} decorative />
      <span className="d-flex flex-column flex-grow-1 min-w-0 overflow-hidden">
        <span className="d-flex align-items-baseline gap-2">
          <span className={`text-truncate flex-grow-1 ${bold ? 'fw-bold' : 'fw-semibold'}`}>
            {other.username}
          </span>
          <LastMessageTime at={conversation.lastMessageAt} />
        </span>
        {preview && (
          <span
            className={`small text-truncate ${bold ? 'fw-bold text-body' : 'text-body-secondary'}`}
          >
            {preview}
          </span>
        )}
        {!usable && (
          <span className="small text-body-secondary">{t('conversations.noLongerFriends')}</span>
        )}
      </span>
      {bold && (
        <Badge bg="danger" pill data-testid="conversation-unread-count">
          {unread > 99 ? '99+' : unread}
        </Badge>
      )}
      {usable ? (
        <PresenceBadge online={online} />
      ) : (
        <Badge bg="secondary" className="conversation-closed-badge">
          {t('conversations.closed')}
        </Badge>
      )}
    </NavLink>
  );
}
