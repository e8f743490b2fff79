import type { z } from 'zod';
import {
  conversationIdPayload,
  roomIdPayload,
  sendMessagePayload,
  sendRoomMessagePayload,
  type ChatMessage,
  type ConversationJoinExtras,
  type RoomJoinExtras,
  type RoomView,
} from '@serendip/protocol';
import type { AppContext } from '../platform/context';
import { accessCache } from '../platform/accessCache';
import type { AppSocket } from '../platform/socket';
import { onJoin, onTyping, type TypingAudience } from './channelEvents';
import { onMessageSend, type Destination } from './socketSend';
import type { ActionAudience } from './actions';
import { registerMessageActions } from './actionSockets';

/** Friend chat and rooms: the same live events, told apart by a kind. */
export type ChannelKind = 'friend' | 'room';

/** The names and schemas of each kind's events, one row per part (the spec's event names). */
const JOIN = { friend: 'joinConversation', room: 'joinRoom' } as const;
const SEND = { friend: 'sendMessage', room: 'sendRoomMessage' } as const;
const RECEIVE = { friend: 'receiveMessage', room: 'receiveRoomMessage' } as const;
const TYPING = {
  friend: ['typing', 'stopTyping'],
  room: ['typingRoom', 'stopTypingRoom'],
} as const;
const ID_PAYLOAD = { friend: conversationIdPayload, room: roomIdPayload };
const SEND_PAYLOAD = { friend: sendMessagePayload, room: sendRoomMessagePayload };
const LOGIN = { friend: 'Please log in to chat.', room: 'Please log in to join rooms.' };
const LIMIT_KEY = { friend: 'chat', room: 'room' };

/** What joining answers: the friend's "Seen" for a conversation, the room for a room. */
interface JoinReplies {
  friend: ConversationJoinExtras;
  room: { room: RoomView } & RoomJoinExtras;
}

/** What a feature decides for its kind; everything else (parse, limit, ack, order) is shared. */
export interface ChannelRules<Kind extends ChannelKind> {
  /** Authorizes joining (a room: becomes a member); the live channel and the ack's reply. */
  join(userId: string, id: string): Promise<{ channel: string; reply: JoinReplies[Kind] }>;
  /** Authorizes a message and names where it goes. */
  destination(userId: string, payload: z.output<(typeof SEND_PAYLOAD)[Kind]>): Promise<Destination>;
  /** Authorizes a typing hint and says who hears it. */
  typing(socket: AppSocket, userId: string, id: string): Promise<TypingAudience>;
  /** Runs once a new message is stored and published (never for a resend). */
  delivered?(message: ChatMessage): void;
  /** Authorizes reacting to, editing or deleting a message here; the channels that hear it. */
  actions: ActionAudience;
}

/**
 * Registers a kind's join, send and typing events once, for every connection. Every event is
 * checked each time (never only at join), from the process's access cache.
 */
export function installChannelSockets<Kind extends ChannelKind>(
  ctx: AppContext,
  kind: Kind,
  rules: ChannelRules<Kind>,
): void {
  // Listening from the start for other processes' access changes (see accessChanged).
  accessCache(ctx.io);
  const login = LOGIN[kind];
  onJoin(ctx, { event: JOIN[kind], payload: ID_PAYLOAD[kind], login, join: rules.join });
  onMessageSend(ctx, {
    event: SEND[kind],
    deliverAs: RECEIVE[kind],
    // The table's row for this kind (TypeScript cannot narrow a table by a generic key).
    payload: SEND_PAYLOAD[kind] as unknown as z.ZodType<z.output<(typeof SEND_PAYLOAD)[Kind]>>,
    chat: kind,
    login,
    limitKey: `${LIMIT_KEY[kind]}:send`,
    destination: rules.destination,
    delivered: rules.delivered,
  });
  registerMessageActions(ctx, kind, rules.actions);
  onTyping(ctx, {
    events: TYPING[kind],
    payload: ID_PAYLOAD[kind],
    limitKey: `${LIMIT_KEY[kind]}:typing`,
    audience: rules.typing,
  });
}
