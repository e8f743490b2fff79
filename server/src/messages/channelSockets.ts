import {
  SOCKET_EVENTS as EVENTS,
  type PayloadOf,
  type ReplyOf,
  type SocketEvents,
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

/** Each kind's events (their schemas, sign-in and rate limits are the protocol's entries). */
interface KindEvents {
  friend: { join: SocketEvents['joinConversation']; send: SocketEvents['sendMessage'] };
  room: { join: SocketEvents['joinRoom']; send: SocketEvents['sendRoomMessage'] };
}
const JOIN = { friend: EVENTS.joinConversation, room: EVENTS.joinRoom };
const SEND = { friend: EVENTS.sendMessage, room: EVENTS.sendRoomMessage };
const RECEIVE = { friend: 'receiveMessage', room: 'receiveRoomMessage' } as const;
const TYPING = {
  friend: [EVENTS.typing, EVENTS.stopTyping],
  room: [EVENTS.typingRoom, EVENTS.stopTypingRoom],
} as const;

/** What a feature decides for its kind; everything else (parse, limit, ack, order) is shared. */
export interface ChannelRules<Kind extends ChannelKind> {
  /**
   * Authorizes joining (a room: becomes a member); the live channel and the ack's reply (the
   * friend's "Seen" for a conversation, the room for a room).
   */
  join(
    userId: string,
    id: string,
  ): Promise<{ channel: string; reply: ReplyOf<KindEvents[Kind]['join']> }>;
  /** Authorizes a message and names where it goes. */
  destination(userId: string, payload: PayloadOf<KindEvents[Kind]['send']>): Promise<Destination>;
  /** Authorizes a typing hint and says who hears it. */
  typing(socket: AppSocket, userId: string, id: string): Promise<TypingAudience>;
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
  // The tables' rows for this kind (TypeScript cannot narrow a table by a generic key).
  const join = JOIN[kind] as KindEvents[Kind]['join'];
  const send = SEND[kind] as KindEvents[Kind]['send'];
  onJoin(ctx, join, rules.join);
  onMessageSend(ctx, {
    entry: send,
    deliverAs: RECEIVE[kind],
    chat: kind,
    destination: rules.destination,
  });
  registerMessageActions(ctx, kind, rules.actions);
  onTyping(ctx, { events: TYPING[kind], audience: rules.typing });
}
