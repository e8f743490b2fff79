import { useCallback, useEffect, useRef } from 'react';
import { NOTIFICATION_POLL_MS, type Notification } from '@serendip/protocol';
import {
  NOTIFICATIONS_KEY,
  fetchNotifications,
  markAllNotificationsRead,
  markNotificationRead,
} from '../../api/notifications';
import { queryClient, useApiMutation, useApiQuery } from '../../api/queries';
import { useSocket } from '../../api/socket';
import { useToast } from '../Toasts';
import { notificationHref } from './notificationTarget';

// Notification failures are silent, only logged.
const logFailure = (what: string) => (error: unknown) => console.error(what, error);

const setNotifications = (change: (list: Notification[]) => Notification[]) =>
  queryClient.setQueryData<Notification[]>(NOTIFICATIONS_KEY, (list = []) => change(list));

const markedRead = (list: Notification[], ids: ReadonlySet<string>) =>
  list.map((item) => (ids.has(item._id) && !item.read ? { ...item, read: true } : item));

/**
 * The signed-in user's notifications: read on mount, every 5 minutes, when the window gets the
 * focus back and by `refresh` (when the bell opens), with pushed `newNotification`s added at the
 * top of the cached list and toasted.
 */
export function useNotifications() {
  const socket = useSocket();
  const { showToast } = useToast();
  // What happened here while a read was under way, which its answer would otherwise undo: the
  // pushed notifications it may not hold yet and the ones marked read.
  const pushed = useRef<Notification[]>([]);
  const readLocally = useRef(new Set<string>());

  const query = useApiQuery({
    queryKey: NOTIFICATIONS_KEY,
    queryFn: async ({ signal }) => {
      const fetched = await fetchNotifications(signal);
      const fetchedIds = new Set(fetched.map((item) => item._id));
      pushed.current = pushed.current.filter((item) => !fetchedIds.has(item._id));
      return markedRead([...pushed.current, ...fetched], readLocally.current);
    },
    refetchInterval: NOTIFICATION_POLL_MS,
  });
  const { refetch, error } = query;

  useEffect(() => {
    if (error) console.error('Failed to load notifications.', error);
  }, [error]);

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

  const readOne = useApiMutation({
    mutationFn: (notificationId: string) => markNotificationRead(notificationId),
    onMutate: (notificationId) => {
      readLocally.current.add(notificationId);
      setNotifications((list) => markedRead(list, new Set([notificationId])));
    },
    onError: logFailure('Failed to mark notification read.'),
  });
  const readAll = useApiMutation({
    mutationFn: () => markAllNotificationsRead(),
    onMutate: () => {
      const list = queryClient.getQueryData<Notification[]>(NOTIFICATIONS_KEY) ?? [];
      list.forEach((item) => readLocally.current.add(item._id));
      setNotifications((current) => markedRead(current, readLocally.current));
    },
    onError: logFailure('Failed to mark notifications read.'),
  });
  const { mutate: markOne } = readOne;
  const { mutate: markAll } = readAll;

  const markRead = useCallback(
    (notification: Notification) => {
      if (!notification.read) markOne(notification._id);
    },
    [markOne],
  );
  const markAllRead = useCallback(() => markAll(), [markAll]);
  const refresh = useCallback(async () => {
    await refetch();
  }, [refetch]);

  const notifications = query.data ?? [];
  const unreadCount = notifications.filter((item) => !item.read).length;
  return { notifications, unreadCount, refresh, markRead, markAllRead };
}
