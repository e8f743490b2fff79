import type {
  ChatMessage,
  CreateRoomBody,
  FriendEntry,
  MessagePage,
  RoomView,
} from '@serendip/protocol';
import { PAGE_SIZE_MESSAGES } from '@serendip/protocol';
import type { ThreadChannel } from './chat';
import { api } from './http';

/** Room calls (ids are URL-encoded into the path by the client). */

/** Trending rooms, or those matching `query` (name or description). */
export function fetchRooms(query = '', signal?: AbortSignal): Promise<RoomView[]> {
  const q = query.trim();
  return api.get('/api/rooms', { query: { q: q || undefined }, signal });
}

/** The rooms the signed-in user has joined ('Your Rooms'). */
export function fetchMyRooms(signal?: AbortSignal): Promise<RoomView[]> {
  return api.get('/api/rooms', { query: { mine: '1' }, signal });
}

export function createRoom(body: CreateRoomBody): Promise<RoomView> {
  return api.post('/api/rooms', { body });
}

export function fetchRoom(roomId: string, signal?: AbortSignal): Promise<RoomView> {
  return api.get('/api/rooms/:id', { params: { id: roomId }, signal });
}

/** The room's members with presence, online first (the room header's list). */
export function fetchRoomMembers(roomId: string, signal?: AbortSignal): Promise<FriendEntry[]> {
  return api.get('/api/rooms/:id/members', { params: { id: roomId }, signal });
}

/** Ends the signed-in user's membership: the room leaves 'Your Rooms'. */
export function leaveRoom(roomId: string): Promise<{ message: string }> {
  return api.post('/api/rooms/:id/leave', { params: { id: roomId } });
}

export function fetchRoomMessages(
  roomId: string,
  page: number,
  signal?: AbortSignal,
): Promise<MessagePage> {
  return api.get('/api/rooms/:id/messages', {
    params: { id: roomId },
    query: { page, limit: PAGE_SIZE_MESSAGES },
    signal,
  });
}

/** The live side of one room, for useMessageThread: joined on mount, left on unmount. */
export function roomChannel(roomId: string): ThreadChannel {
  return {
    key: `room:${roomId}`,
    fetchPage: (page, signal) => fetchRoomMessages(roomId, page, signal),
    join: (socket, ack) => socket.emit('joinRoom', roomId, ack),
    leave: (socket) => socket.emit('leaveRoom', roomId),
    send: (socket, draft, ack) => socket.emit('sendRoomMessage', { ...draft, roomId }, ack),
    typing: (socket, active) => socket.emit(active ? 'typingRoom' : 'stopTypingRoom', roomId),
    listen(socket, handlers) {
      const onMessage = (message: ChatMessage) => {
        if (message.roomId === roomId) handlers.message(message);
      };
      const onTyping = (event: { roomId: string; userId: string; username: string }) => {
        if (event.roomId === roomId) handlers.typing(event.userId, event.username);
      };
      const onStop = (event: { roomId: string; userId: string }) => {
        if (event.roomId === roomId) handlers.stopTyping(event.userId);
      };
      socket.on('receiveRoomMessage', onMessage);
      socket.on('typingRoom', onTyping);
      socket.on('stopTypingRoom', onStop);
      return () => {
        socket.off('receiveRoomMessage', onMessage);
        socket.off('typingRoom', onTyping);
        socket.off('stopTypingRoom', onStop);
      };
    },
  };
}
