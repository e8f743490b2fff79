import { useCallback, useEffect, useRef, useState } from 'react';
import type { Notification, UserSummary } from '@serendip/protocol';
import { fetchFriendRequests } from '../../api/friends';
import { errorMessage } from '../../api/http';
import { useSocket } from '../../api/socket';
import { accountText } from '../../i18n/namespaces/account';

/**
 * Pending friend requests sent to the signed-in user (GET /api/friends/requests), fetched again
 * when a new request arrives or one is answered elsewhere (the bell, another tab or device).
 */
export function useFriendRequests() {
  const socket = useSocket();
  const [requests, setRequests] = useState<UserSummary[]>([]);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const alive = useRef(false);

  const reload = useCallback(async () => {
    try {
      const list = await fetchFriendRequests();
      if (!alive.current) return;
      setRequests(list);
      setError(null);
    } catch (failure) {
      if (alive.current) setError(errorMessage(failure, accountText('friends.loadFailed')));
    } finally {
      if (alive.current) setLoading(false);
    }
  }, []);

  useEffect(() => {
    alive.current = true;
    void reload();
    return () => {
      alive.current = false;
    };
  }, [reload]);

  useEffect(() => {
    if (!socket) return;
    const onNotification = (notification: Notification) => {
      if (notification.target?.kind === 'friendRequest') void reload();
    };
    const onFriendsChanged = () => void reload();
    socket.on('newNotification', onNotification);
    socket.on('friendsChanged', onFriendsChanged);
    return () => {
      socket.off('newNotification', onNotification);
      socket.off('friendsChanged', onFriendsChanged);
    };
  }, [socket, reload]);

  /** Drops a request once it has been accepted or rejected. */
  const dismiss = useCallback(
    (userId: string) => setRequests((list) => list.filter((person) => person._id !== userId)),
    [],
  );

  return { requests, loading, error, reload, dismiss };
}
