import { useCallback, useEffect, useRef, useState } from 'react';
import type { RoomView } from '@serendip/protocol';
import { errorMessage } from '../../api/http';
import { fetchMyRooms, fetchRooms } from '../../api/rooms';
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

/** Loads a room list; `load` changing reloads it. */
function useRoomList(load: (() => Promise<RoomView[]>) | null) {
  const [state, setState] = useState<RoomListState>({ rooms: [], loading: true, error: null });
  const { t } = useSocialTranslation();
  // Read when a load fails: the fallback of the language in use then.
  const loadFailed = useRef('');
  loadFailed.current = t('rooms.loadFailed');
  useEffect(() => {
    if (!load) return;
    let active = true;
    setState((current) => ({ ...current, loading: true }));
    load()
      .then((rooms) => active && setState({ rooms, loading: false, error: null }))
      .catch(
        (failure: unknown) =>
          active &&
          setState({ rooms: [], loading: false, error: errorMessage(failure, loadFailed.current) }),
      );
    return () => {
      active = false;
    };
  }, [load]);
  const add = useCallback(
    (room: RoomView) =>
      setState((current) => ({ ...current, rooms: prepend(current.rooms, room) })),
    [],
  );
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
  const load = useCallback(() => fetchRooms(search), [search]);
  const list = useRoomList(load);
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
  return useRoomList(loggedIn ? fetchMyRooms : null);
}
