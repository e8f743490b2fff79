import { useState } from 'react';
import { Badge, Button, Dropdown } from 'react-bootstrap';
import { useNavigate } from 'react-router';
import type { Notification } from '@serendip/protocol';
import { useAuth } from '../session/AuthContext';
import { Icon } from './Icon';
import { NotificationItem } from './notifications/NotificationItem';
import { internalLink } from './notifications/relativeTime';
import { useNotifications } from './notifications/useNotifications';
import './notifications/notifications.css';

function BellMenu() {
  const { notifications, unreadCount, refresh, markRead, markAllRead } = useNotifications();
  const navigate = useNavigate();
  const [show, setShow] = useState(false);

  const toggle = (next: boolean) => {
    setShow(next);
    if (next) void refresh();
  };

  const open = (notification: Notification) => {
    markRead(notification);
    setShow(false);
    const link = internalLink(notification.link);
    if (link) navigate(link);
  };

  const badgeText = unreadCount > 99 ? '99+' : String(unreadCount);
  return (
    <Dropdown align="end" className="notification-bell" show={show} onToggle={toggle}>
      <Dropdown.Toggle
        variant="link"
        className="btn-icon position-relative no-caret"
        aria-label={unreadCount > 0 ? `Notifications (${unreadCount} unread)` : 'Notifications'}
      >
        <Icon name="bell" />
        {unreadCount > 0 && (
          <Badge bg="danger" pill className="notification-badge" data-testid="notification-count">
            {badgeText}
          </Badge>
        )}
      </Dropdown.Toggle>
      <Dropdown.Menu className="notification-menu shadow">
        <div className="notification-menu-header">
          <h2 className="h6 fw-bold mb-0">Notifications</h2>
          {notifications.length > 0 && (
            <Button
              variant="link"
              size="sm"
              className="p-0 text-decoration-none"
              onClick={() => unreadCount > 0 && markAllRead()}
            >
              Mark all as read
            </Button>
          )}
        </div>
        {notifications.length === 0 ? (
          <p className="notification-empty mb-0">No new notifications</p>
        ) : (
          <div className="notification-list">
            {notifications.map((notification) => (
              <NotificationItem key={notification._id} notification={notification} onOpen={open} />
            ))}
          </div>
        )}
      </Dropdown.Menu>
    </Dropdown>
  );
}

/**
 * The navbar's notification bell: the unread count in a red badge and a
 * dropdown of notifications. Only signed-in users have one.
 */
export function NotificationBell() {
  const { user } = useAuth();
  return user ? <BellMenu key={user._id} /> : null;
}
