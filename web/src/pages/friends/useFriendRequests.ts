import { useCallback, useEffect } from 'react';
import type { Notification, UserSummary } from '@serendip/protocol';
import { FRIEND_REQUESTS_KEY, fetchFriendRequests } from '../../api/friends';
import { loadError, queryClient, useApiQuery } from '../../api/queries';
import { useSocket } from '../../api/socket';
import { accountText } from '../../i18n/namespaces/account';

/**
 * Pending friend requests sent to the signed-in user (GET /api/friends/requests), fetched again
 * when a new request arrives or one is answered elsewhere (the bell, another tab or device).
 */
export function useFriendRequests() {
  const socket = useSocket();
  const query = useApiQuery({
    queryKey: FRIEND_REQUESTS_KEY,
    queryFn: ({ signal }) => fetchFriendRequests(signal),
  });
  const { refetch } = query;
  const reload = useCallback(async () => {
    await refetch();
  }, [refetch]);

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
    (userId: string) =>
      queryClient.setQueryData<UserSummary[]>(FRIEND_REQUESTS_KEY, (list = []) =>
        list.filter((person) => person._id !== userId),
      ),
    [],
  );

  return {
    requests: query.data ?? [],
    loading: query.isPending,
    error: loadError(query, accountText('friends.loadFailed')),
    reload,
    dismiss,
  };
}
