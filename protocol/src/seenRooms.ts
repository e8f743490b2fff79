/**
 * "Seen" in friend chat and live rooms (joins and leaves, member and online counts, mentions).
 * Everything here is an optional extra: a client written from the spec alone never sends these
 * events and ignores the ones it receives.
 */
import { z } from 'zod';
import type { UserSummary } from './entities';
import { payloadIdSchema } from './chat';
import type { Ack } from './socket';

/** 'Your Rooms' watched live at once: at most this many rooms per watchRooms. */
export const WATCHED_ROOMS_MAX = 50;
/** Join and leave lines a room's join answers with (the newest). */
export const ROOM_ACTIVITY_MAX = 50;
/** Distinct people one room message may notify by @mention. */
export const MENTIONS_PER_MESSAGE_MAX = 5;

/** An @mention in text: "@" after a start or a non-word character, then a username. */
export const MENTION_PATTERN =
  /(^|[^A-Za-z0-9_.@-])@([A-Za-z0-9_][A-Za-z0-9_.-]*[A-Za-z0-9_]|[A-Za-z0-9_])/g;

/** The usernames mentioned in a text, lower-cased, each once, in order. */
export function mentionedNames(text: string): string[] {
  const names = new Set<string>();
  for (const match of text.matchAll(MENTION_PATTERN)) names.add(match[2]!.toLowerCase());
  return [...names];
}

/** watchRooms' payload: the ids of rooms one belongs to. */
export const watchRoomsPayload = z
  .array(payloadIdSchema('Room not found.'), { message: 'Rooms must be a list of room ids.' })
  .max(WATCHED_ROOMS_MAX, `At most ${WATCHED_ROOMS_MAX} rooms.`);

/** One join or leave in a room's timeline. */
export interface RoomActivity {
  _id: string;
  kind: 'joined' | 'left';
  user: UserSummary;
  createdAt: string;
}

/** A room's member and online counts changed (someone joined, left, came online or went off). */
export interface RoomMembersChanged {
  roomId: string;
  participantCount: number;
  onlineCount: number;
  /** Present for a join or a leave: the timeline's system line. */
  activity?: RoomActivity;
}

/** The friend (with "Share when I've seen messages" on, as yours is) read up to `seenAt`. */
export interface ConversationSeen {
  conversationId: string;
  userId: string;
  /** The newest message read (ISO time); messages created at or before it are seen. */
  seenAt: string;
}

/** The extra parts of joinConversation's and joinRoom's answers. */
export interface ConversationJoinExtras {
  /** Up to when the friend has read (absent when either of you does not share it). */
  seenAt?: string;
}

export interface RoomJoinExtras {
  /** Members and of them online now. */
  participantCount?: number;
  onlineCount?: number;
  /** The newest joins and leaves, oldest first. */
  activity?: RoomActivity[];
}

export interface SeenRoomsServerEvents {
  conversationSeen: (payload: ConversationSeen) => void;
  roomMembersChanged: (payload: RoomMembersChanged) => void;
  roomMemberPresence: (payload: RoomMemberPresence) => void;
}

export interface SeenRoomsClientEvents {
  /**
   * Joins the live channels of rooms one belongs to (for live unread counts on 'Your Rooms');
   * other ids are skipped. The answer lists the rooms joined. leaveRoom leaves one again.
   */
  watchRooms: (roomIds: string[], ack?: (result: Ack<{ roomIds: string[] }>) => void) => void;
}

/** A member of the room came online (first connection anywhere) or went offline (last one). */
export interface RoomMemberPresence {
  roomId: string;
  userId: string;
  online: boolean;
}
