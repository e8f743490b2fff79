import { Dropdown } from 'react-bootstrap';
import type { Notification } from '@serendip/protocol';
import { fullDate, relativeTime } from './relativeTime';

interface NotificationItemProps {
  notification: Notification;
  onOpen: (notification: Notification) => void;
}

/** One row of the bell's list: when it happened and what happened; unread rows stand out. */
export function NotificationItem({ notification, onOpen }: NotificationItemProps) {
  const { createdAt, message, read } = notification;
  return (
    <Dropdown.Item
      as="button"
      type="button"
      className={`notification-item ${read ? '' : 'notification-unread'}`}
      onClick={() => onOpen(notification)}
    >
      {!read && (
        <>
          <span className="notification-dot" aria-hidden="true" />
          <span className="visually-hidden">Unread: </span>
        </>
      )}
      <span className="notification-text">
        <span className="notification-message">{message}</span>
        <time className="notification-time" dateTime={createdAt} title={fullDate(createdAt)}>
          {relativeTime(createdAt)}
        </time>
      </span>
    </Dropdown.Item>
  );
}
