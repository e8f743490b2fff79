import { Badge, Nav } from 'react-bootstrap';
import { NavLink } from 'react-router';
import { useUnread } from '../../session/unread/UnreadContext';
import { badgeText, withUnread } from './navLinks';
import { useTranslation } from '../../i18n/i18n';

/** The navbar's labelled entry to friends' conversations, with their unread count. */
export function MessagesNavLink() {
  const { total } = useUnread();
  const { t } = useTranslation();
  return (
    <Nav.Link
      as={NavLink}
      to="/conversations"
      className="nav-messages d-inline-flex align-items-center gap-1"
      aria-label={withUnread(t('tabs.messages'), total)}
    >
      {t('tabs.messages')}
      {total > 0 && (
        <Badge bg="danger" pill data-testid="messages-unread-count" aria-hidden="true">
          {badgeText(total)}
        </Badge>
      )}
    </Nav.Link>
  );
}
