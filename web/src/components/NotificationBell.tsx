import { Suspense, useState } from 'react';
import { Badge, Button, Dropdown } from 'react-bootstrap';
import { useNavigate } from 'react-router';
import { usePeopleTranslation } from '../i18n/namespaces/people';
import { useAuth } from '../session/AuthContext';
import { Icon } from './Icon';
import { groupNotifications, type NotificationGroup } from './notifications/groupNotifications';
import { NotificationItem } from './notifications/NotificationItem';
import { friendRequestFrom, notificationHref } from './notifications/notificationTarget';
import { useFriendRequestAnswers } from './notifications/useFriendRequestAnswers';
import { useNotifications } from './notifications/useNotifications';
import './notifications/notifications.css';

function BellMenu() {
  const { t } = usePeopleTranslation();
  const { notifications, unreadCount, refresh, markRead, markAllRead } = useNotifications();
  const requests = useFriendRequestAnswers(notifications);
  const navigate = useNavigate();
  const [show, setShow] = useState(false);
  const groups = groupNotifications(notifications);

  const toggle = (next: boolean) => {
    setShow(next);
    if (next) {
      void refresh();
      if (notifications.some((item) => friendRequestFrom(item))) void requests.refreshPending();
    }
  };

  const open = (group: NotificationGroup) => {
    group.members.forEach(markRead);
    setShow(false);
    const href = notificationHref(group.latest);
    if (href) navigate(href);
  };

  const answer = (group: NotificationGroup, accept: boolean) => {
    const requester = friendRequestFrom(group.latest);
    if (!requester) return;
    group.members.forEach(markRead);
    void requests.answer(requester, accept);
  };

  const badgeText = unreadCount > 99 ? '99+' : String(unreadCount);
  return (
    <Dropdown
      align="end"
      className="notification-bell"
      show={show}
      onToggle={(next, meta) => {
        // The inline Accept / Decline buttons answer in place; the menu stays open.
        if (!next && meta.source === 'select') return;
        toggle(next);
      }}
      autoClose="outside"
    >
      <Dropdown.Toggle
        variant="link"
        className="btn-icon position-relative no-caret"
        aria-label={
          unreadCount > 0
            ? t('notifications.bellUnread', { count: unreadCount })
            : t('notifications.bell')
        }
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
          <h2 className="h6 fw-bold mb-0">{t('notifications.heading')}</h2>
          {notifications.length > 0 && (
            <Button
              variant="link"
              size="sm"
              className="p-0 text-decoration-none"
              onClick={() => unreadCount > 0 && markAllRead()}
            >
              {t('notifications.markAllRead')}
            </Button>
          )}
        </div>
        {groups.length === 0 ? (
          <p className="notification-empty mb-0">{t('notifications.empty')}</p>
        ) : (
          <div className="notification-list">
            {groups.map((group) => {
              const requester = friendRequestFrom(group.latest);
              const state = requester ? requests.stateOf(requester) : 'none';
              return (
                <NotificationItem
                  key={group.latest._id}
                  group={group}
                  onOpen={open}
                  answer={state === 'none' ? undefined : state}
                  onAnswer={state === 'none' ? undefined : answer}
                />
              );
            })}
          </div>
        )}
      </Dropdown.Menu>
    </Dropdown>
  );
}

/**
 * The navbar's notification bell: the unread count in a red badge and a
 * dropdown of notifications. Only signed-in users have one. It lives in the navbar, outside the
 * pages' Suspense boundary, so it waits for its words in a boundary of its own.
 */
export function NotificationBell() {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <Suspense fallback={null}>
      <BellMenu key={user._id} />
    </Suspense>
  );
}
