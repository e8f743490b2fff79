/** Rooms: payload schemas and socket events (see socket.ts, which merges every feature's events). */
import { z } from 'zod';
import type { roomViewSchema } from './wire/rooms';
import { checkedDraft, payloadIdSchema, type ChatMessage, type messageDraftSchema } from './chat';
import type { Ack } from './socket';
import { userText } from './text';

export const ROOM_NAME_MAX_LENGTH = 60;
export const ROOM_DESCRIPTION_MAX_LENGTH = 300;
/** Room lists (trending, search, yours) hold at most this many rooms. */
export const ROOM_LIST_MAX = 50;
/** A room's `participants` lists at most this many member ids; `participantCount` is exact. */
export const ROOM_PARTICIPANTS_MAX = 200;

/** A room as the server sends it: the spec's fields plus the exact member count. */
export type RoomView = z.infer<typeof roomViewSchema>;

/** POST /api/rooms body (name required and trimmed, description optional and trimmed). */
export const createRoomSchema = z.object({
  name: userText({ error: 'Room name is required.' })
    .trim()
    .min(1, 'Room name is required.')
    .max(ROOM_NAME_MAX_LENGTH, `Room name must be at most ${ROOM_NAME_MAX_LENGTH} characters.`),
  description: userText({ multiline: true })
    .trim()
    .max(
      ROOM_DESCRIPTION_MAX_LENGTH,
      `Description must be at most ${ROOM_DESCRIPTION_MAX_LENGTH} characters.`,
    )
    .optional()
    .nullable(),
});
export type CreateRoomBody = z.input<typeof createRoomSchema>;

/** GET /api/rooms query: `q` searches name and description; `mine=1` lists the rooms you joined. */
export const roomListQuery = z.object({
  q: userText().trim().max(100).optional(),
  mine: z.enum(['0', '1', 'true', 'false']).optional(),
});

/** sendRoomMessage's payload: `{ roomId, content, type }` plus the optional `clientId`. */
export type SendRoomMessagePayload = { roomId: string } & z.input<typeof messageDraftSchema>;

export const ROOM_NOT_FOUND = 'Room not found.';

/** joinRoom, leaveRoom, typingRoom and stopTypingRoom carry the room id bare. */
export const roomIdPayload = payloadIdSchema(ROOM_NOT_FOUND);

/** sendRoomMessage's payload schema: the room first (an unknown one is refused before the text). */
export const sendRoomMessagePayload = checkedDraft({ roomId: roomIdPayload });

export interface RoomsServerEvents {
  /** A room was created (sent to every socket). */
  roomCreated: (room: RoomView) => void;
  receiveRoomMessage: (message: ChatMessage) => void;
  typingRoom: (payload: { roomId: string; userId: string; username: string }) => void;
  stopTypingRoom: (payload: { roomId: string; userId: string }) => void;
}

export interface RoomsClientEvents {
  /** Joins the room (becomes a member: 'Your Rooms') and its live channel. */
  joinRoom: (roomId: string, ack?: (result: Ack<{ room: RoomView }>) => void) => void;
  /** Leaves the live channel only; membership stays. */
  leaveRoom: (roomId: string, ack?: (result: Ack) => void) => void;
  sendRoomMessage: (
    payload: SendRoomMessagePayload,
    ack?: (result: Ack<{ message: ChatMessage }>) => void,
  ) => void;
  typingRoom: (roomId: string) => void;
  stopTypingRoom: (roomId: string) => void;
}
