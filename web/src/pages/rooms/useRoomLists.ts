import { useCallback, useEffect, useRef, useState } from 'react';
import { keepPreviousData, skipToken } from '@tanstack/react-query';
import type { RoomView } from '@serendip/protocol';
import { fetchMyRooms, fetchRooms } from '../../api/rooms';
import { loadError, queryClient, useApiQuery } from '../../api/queries';
import { useSocket } from '../../api/socket';
import { useToast } from '../../components/Toasts';
import { useSocialTranslation } from '../../i18n/namespaces/social';

export const ROOMS_LOAD_ERROR = 'Failed to load rooms.';
const SEARCH_DELAY_MS = 300;

export interface RoomListState {
  rooms: RoomView[];
  loading: boolean;
  error: string | null;
}

const prepend = (rooms: RoomView[], room: RoomView) => [
  room,
  ...rooms.filter((item) => item._id !== room._id),
];

/**
 * A room list (with the search it answers), nothing read while `load` is null. The list on screen
 * stays while another search is read, and `loading` stays true until that answer arrives.
 */
function useRoomList(
  list: 'trending' | 'mine',
  search: string,
  load: ((signal: AbortSignal) => Promise<RoomView[]>) | null,
) {
  const query = useApiQuery({
    queryKey: ['rooms', list, search],
    queryFn: load ? ({ signal }) => load(signal) : skipToken,
    placeholderData: keepPreviousData,
    // Unread counts change while the list is away (reading a room clears its count): a visit
    // reads the list afresh instead of showing the counts it was left with.
    gcTime: 0,
  });
  const add = useCallback(
    (room: RoomView) =>
      queryClient.setQueryData<RoomView[]>(['rooms', list, search], (rooms = []) =>
        prepend(rooms, room),
      ),
    [list, search],
  );
  const state: RoomListState = {
    rooms: query.data ?? [],
    loading: query.isPending || query.isPlaceholderData,
    error: loadError(query, ROOMS_LOAD_ERROR),
  };
  return { ...state, add };
}

/**
 * Trending rooms (or the search results for `query`, after a short pause in typing), kept live
 * by roomCreated with an info toast "New room '{name}' created!".
 */
export function useTrendingRooms(query = '') {
  const socket = useSocket();
  const { showToast } = useToast();
  const { t } = useSocialTranslation();
  const [search, setSearch] = useState(query.trim());
  useEffect(() => {
    const timer = setTimeout(() => setSearch(query.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [query]);
  const load = useCallback((signal: AbortSignal) => fetchRooms(search, signal), [search]);
  const list = useRoomList('trending', search, load);
  const { add } = list;
  /** Names of rooms this page is creating: their own success toast replaces the info one. */
  const creating = useRef(new Set<string>());

  useEffect(() => {
    if (!socket) return;
    const onCreated = (room: RoomView) => {
      if (!search) add(room);
      if (!creating.current.has(room.name))
        showToast(t('rooms.newRoom', { name: room.name }), 'info');
    };
    socket.on('roomCreated', onCreated);
    return () => {
      socket.off('roomCreated', onCreated);
    };
  }, [socket, search, add, showToast, t]);

  return { ...list, creating: creating.current };
}

/** 'Your Rooms' of the signed-in user; nothing is fetched when logged out. */
export function useMyRooms(loggedIn: boolean) {
  return useRoomList('mine', '', loggedIn ? fetchMyRooms : null);
}
