import { useCallback, useEffect, type Dispatch, type SetStateAction } from 'react';
import type { FriendEntry } from '@serendip/protocol';
import { fetchFriends } from './friends';
import { loadError, queryClient, useApiQuery } from './queries';
import { useSocket } from './socket';

export interface FriendsPresence {
  friends: FriendEntry[];
  /** True until the first answer (or failure) arrives; later reloads refresh in the background. */
  loading: boolean;
  error: string | null;
  reload: () => Promise<void>;
  /** Local edits after an accept or a removal, so the list changes without a reload. */
  setFriends: Dispatch<SetStateAction<FriendEntry[]>>;
}

const FRIENDS_KEY = ['friends'] as const;

function withPresence(friends: FriendEntry[], presence: Map<string, boolean>): FriendEntry[] {
  if (presence.size === 0) return friends;
  return friends.map((friend) => {
    const online = presence.get(friend._id);
    return online === undefined || online === friend.online ? friend : { ...friend, online };
  });
}

// Presence events heard while a read is in flight are newer than its answer.
let heardDuringLoad = new Map<string, boolean>();

async function readFriends(signal: AbortSignal): Promise<FriendEntry[]> {
  const heard = new Map<string, boolean>();
  heardDuringLoad = heard;
  return withPresence(await fetchFriends(signal), heard);
}

const setFriends: Dispatch<SetStateAction<FriendEntry[]>> = (change) =>
  queryClient.setQueryData<FriendEntry[]>(FRIENDS_KEY, (list = []) =>
    typeof change === 'function' ? change(list) : change,
  );

/**
 * The signed-in user's friends (GET /api/friends) with their online flags kept live by the
 * friendOnline / friendOffline events, refetched on friendsChanged (an accept, unfriend, block).
 * A failed load's `error` is the server's own (translated) message, else `fallbackError`: the
 * hook holds no language, so each screen names the text of its catalogue ('' when it names none).
 */
export function useFriendsPresence(fallbackError = ''): FriendsPresence {
  const socket = useSocket();
  const query = useApiQuery({
    queryKey: FRIENDS_KEY,
    queryFn: ({ signal }) => readFriends(signal),
  });
  const { refetch } = query;
  const reload = useCallback(async () => {
    await refetch();
  }, [refetch]);

  useEffect(() => {
    if (!socket) return;
    const setOnline = (userId: string, online: boolean) => {
      heardDuringLoad.set(userId, online);
      setFriends((list) => withPresence(list, new Map([[userId, online]])));
    };
    const onOnline = ({ userId }: { userId: string }) => setOnline(userId, true);
    const onOffline = ({ userId }: { userId: string }) => setOnline(userId, false);
    // Events sent while the connection was down are lost, so ask again after a reconnect.
    let dropped = false;
    const onDisconnect = () => {
      dropped = true;
    };
    const onConnect = () => {
      if (!dropped) return;
      dropped = false;
      void reload();
    };
    // An accept, an unfriend or a block, here or on another device: the list is stale.
    const onFriendsChanged = () => void reload();
    socket.on('friendOnline', onOnline);
    socket.on('friendOffline', onOffline);
    socket.on('friendsChanged', onFriendsChanged);
    socket.on('disconnect', onDisconnect);
    socket.on('connect', onConnect);
    return () => {
      socket.off('friendOnline', onOnline);
      socket.off('friendOffline', onOffline);
      socket.off('friendsChanged', onFriendsChanged);
      socket.off('disconnect', onDisconnect);
      socket.off('connect', onConnect);
    };
  }, [socket, reload]);

  return {
    friends: query.data ?? [],
    loading: query.isPending,
    error: loadError(query, fallbackError),
    reload,
    setFriends,
  };
}
