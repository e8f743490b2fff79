import { Badge, Nav } from 'react-bootstrap';
import { NavLink } from 'react-router';
import { useUnread } from '../../session/unread/UnreadContext';
import { badgeText, withUnread } from './navLinks';

/** The navbar's labelled entry to friends' conversations, with their unread count. */
export function MessagesNavLink() {
  const { total } = useUnread();
  return (
    <Nav.Link
      as={NavLink}
      to="/conversations"
      className="nav-messages d-inline-flex align-items-center gap-1"
      aria-label={withUnread('Messages', total)}
    >
      Messages
      {total > 0 && (
        <Badge bg="danger" pill data-testid="messages-unread-count" aria-hidden="true">
          {badgeText(total)}
        </Badge>
      )}
    </Nav.Link>
  );
}
