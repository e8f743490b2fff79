import { useEffect, useMemo, useState } from 'react';
import type { ChatMessage, RoomView } from '@serendip/protocol';
import { UNREAD_COUNT_MAX, WATCHED_ROOMS_MAX } from '@serendip/protocol';
import { useSocket } from '../../api/socket';

/**
 * Keeps 'Your Rooms' unread counts live while the list is on screen: the page watches its rooms'
 * live channels (watchRooms, again after a reconnect; leaveRoom when it goes), a message from
 * someone else raises its room's count, and reading the room anywhere (roomRead) clears it.
 */
export function useLiveRoomUnread<List extends { rooms: RoomView[] }>(
  list: List,
  selfId: string | undefined,
): List {
  const socket = useSocket();
  const [counts, setCounts] = useState<Record<string, number>>({});
  const ids = useMemo(
    () => list.rooms.slice(0, WATCHED_ROOMS_MAX).map((room) => room._id),
    [list.rooms],
  );
  const idsKey = ids.join(',');

  // A fresh list brings fresh counts from the server.
  useEffect(() => setCounts({}), [list.rooms]);

  useEffect(() => {
    if (!socket || !selfId || ids.length === 0) return;
    const watched = new Set(ids);
    const watch = () => socket.emit('watchRooms', ids);
    const onMessage = (message: ChatMessage) => {
      const roomId = message.roomId;
      if (!roomId || !watched.has(roomId) || message.sender._id === selfId) return;
      setCounts((current) => {
        const base =
          current[roomId] ?? list.rooms.find((room) => room._id === roomId)?.unreadCount ?? 0;
        return { ...current, [roomId]: Math.min(base + 1, UNREAD_COUNT_MAX) };
      });
    };
    const onRead = ({ roomId }: { roomId: string }) =>
      watched.has(roomId) && setCounts((current) => ({ ...current, [roomId]: 0 }));
    socket.on('connect', watch);
    socket.on('receiveRoomMessage', onMessage);
    socket.on('roomRead', onRead);
    if (socket.connected) watch();
    return () => {
      socket.off('connect', watch);
      socket.off('receiveRoomMessage', onMessage);
      socket.off('roomRead', onRead);
      if (socket.connected) for (const roomId of ids) socket.emit('leaveRoom', roomId);
    };
    // ids is identified by idsKey; list.rooms only seeds counts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [socket, selfId, idsKey]);

  return useMemo(
    () => ({
      ...list,
      rooms: list.rooms.map((room) =>
        counts[room._id] === undefined ? room : { ...room, unreadCount: counts[room._id] },
      ),
    }),
    [list, counts],
  );
}
