import { useCallback, useEffect, useRef, useState } from 'react';
import { NOTIFICATION_POLL_MS, type Notification } from '@serendip/protocol';
import {
  fetchNotifications,
  markAllNotificationsRead,
  markNotificationRead,
} from '../../api/notifications';
import { useSocket } from '../../api/socket';
import { useToast } from '../Toasts';
import { notificationHref } from './notificationTarget';

// Notification failures are silent, only logged.
const logFailure = (what: string) => (error: unknown) => console.error(what, error);

/**
 * The signed-in user's notifications: fetched on mount and every 5 minutes (and by `refresh`,
 * e.g. when the bell opens), with pushed `newNotification`s added at the top and toasted.
 */
export function useNotifications() {
  const socket = useSocket();
  const { showToast } = useToast();
  const [notifications, setNotifications] = useState<Notification[]>([]);
  const alive = useRef(false);
  // Local changes a fetch that was already under way would otherwise undo.
  const pushed = useRef<Notification[]>([]);
  const readLocally = useRef(new Set<string>());

  const refresh = useCallback(async () => {
    try {
      const fetched = await fetchNotifications();
      if (!alive.current) return;
      const fetchedIds = new Set(fetched.map((item) => item._id));
      const missing = pushed.current.filter((item) => !fetchedIds.has(item._id));
      pushed.current = missing;
      setNotifications(
        [...missing, ...fetched].map((item) =>
          readLocally.current.has(item._id) && !item.read ? { ...item, read: true } : item,
        ),
      );
    } catch (error) {
      console.error('Failed to load notifications.', error);
    }
  }, []);

  useEffect(() => {
    alive.current = true;
    void refresh();
    const timer = setInterval(() => void refresh(), NOTIFICATION_POLL_MS);
    return () => {
      alive.current = false;
      clearInterval(timer);
    };
  }, [refresh]);

  useEffect(() => {
    if (!socket) return;
    const onNew = (notification: Notification) => {
      pushed.current = [notification, ...pushed.current];
      setNotifications((list) => [
        notification,
        ...list.filter((item) => item._id !== notification._id),
      ]);
      showToast(notification.message, 'info', notificationHref(notification));
    };
    socket.on('newNotification', onNew);
    return () => {
      socket.off('newNotification', onNew);
    };
  }, [socket, showToast]);

  const markRead = useCallback((notification: Notification) => {
    if (notification.read) return;
    readLocally.current.add(notification._id);
    setNotifications((list) =>
      list.map((item) => (item._id === notification._id ? { ...item, read: true } : item)),
    );
    markNotificationRead(notification._id).catch(logFailure('Failed to mark notification read.'));
  }, []);

  const markAllRead = useCallback(() => {
    setNotifications((list) => {
      list.forEach((item) => readLocally.current.add(item._id));
      return list.map((item) => (item.read ? item : { ...item, read: true }));
    });
    markAllNotificationsRead().catch(logFailure('Failed to mark notifications read.'));
  }, []);

  const unreadCount = notifications.filter((item) => !item.read).length;
  return { notifications, unreadCount, refresh, markRead, markAllRead };
}
