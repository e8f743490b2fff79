import { Badge } from 'react-bootstrap';
import { Link } from 'react-router';
import { Icon } from '../../components/Icon';
import { useUnread } from './UnreadContext';

/** The navbar's messages icon: a link to /conversations with the unread count. */
export function MessagesLink() {
  const { total } = useUnread();
  // Not just "Messages": a chat page's message log already carries that name.
  const label = total > 0 ? `Your conversations (${total} unread)` : 'Your conversations';
  return (
    <Link
      to="/conversations"
      className="btn btn-link btn-icon position-relative"
      aria-label={label}
    >
      <Icon name="chat" />
      {total > 0 && (
        <Badge bg="danger" pill className="notification-badge" data-testid="messages-unread-count">
          {total > 99 ? '99+' : total}
        </Badge>
      )}
    </Link>
  );
}
