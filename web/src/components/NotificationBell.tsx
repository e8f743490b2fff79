import { Badge, Dropdown } from 'react-bootstrap';
import { Icon } from './Icon';

/**
 * The navbar's notification bell. For now it only shows the empty state; the notifications
 * feature fills the list, the unread badge and 'Mark all as read'.
 */
export function NotificationBell() {
  const unreadCount = 0;
  return (
    <Dropdown align="end" className="notification-bell">
      <Dropdown.Toggle
        variant="link"
        className="btn-icon position-relative no-caret"
        aria-label={unreadCount > 0 ? `Notifications (${unreadCount} unread)` : 'Notifications'}
      >
        <Icon name="bell" />
        {unreadCount > 0 && (
          <Badge bg="danger" pill className="notification-badge">
            {unreadCount}
          </Badge>
        )}
      </Dropdown.Toggle>
      <Dropdown.Menu className="notification-menu shadow">
        <Dropdown.Header>Notifications</Dropdown.Header>
        <Dropdown.ItemText className="text-body-secondary small">
          No new notifications
        </Dropdown.ItemText>
      </Dropdown.Menu>
    </Dropdown>
  );
}
