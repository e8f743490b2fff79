import { conversationIdPayload, sendMessagePayload, type ChatMessage } from './chat';
import { roomIdPayload, sendRoomMessagePayload, type RoomView } from './rooms';
import {
  adoptSessionPayload,
  friendRequestFromChatPayload,
  reconnectPayload,
  reportAnonymousPartnerPayload,
  requestAnonymousMatchPayload,
  sendAnonymousMessagePayload,
  type ReconnectReply,
} from './anonymous';
import {
  callIdPayload,
  callMediaStatePayload,
  reportVideoMemberPayload,
  requestMatchPayload,
  sendVideoChatMessagePayload,
  webrtcAnswerPayload,
  webrtcIceCandidatePayload,
  webrtcOfferPayload,
} from './video';
import { deleteMessagePayload, editMessagePayload, reactToMessagePayload } from './messageActions';
import { watchRoomsPayload, type ConversationJoinExtras, type RoomJoinExtras } from './seenRooms';
import type { HiddenContent } from './moderation';
import type { Ack, ClientToServerEvents } from './socket';
import {
  ackEvent,
  CONVERSATION_RATE,
  countEvent,
  hintEvent,
  type ClientEventName,
  type RateRule,
  type ReplyOf,
  type SocketEventContract,
} from './socketContract';

const SECOND = 1000;
const MINUTE = 60_000;
const per = (max: number, windowMs: number): readonly RateRule[] => [{ max, windowMs }];

const CHAT_LOGIN = 'Please log in to chat.';
const ROOMS_LOGIN = 'Please log in to join rooms.';
const LOGIN = 'Please log in.';

/** Typing hints: 40 per 10 s per person, per kind of chat. */
const typingLimit = (bucket: string) =>
  ({ bucket, per: 'person', rules: per(40, 10 * SECOND) }) as const;
/** Marking read: 60 per 10 s per person, friend chat and rooms together. */
const markReadLimit = {
  bucket: 'unread:mark',
  per: 'person',
  rules: per(60, 10 * SECOND),
} as const;
/** Reactions, edits and deletes together: 30 per 10 s per person (taps come in quick runs). */
const messageActionLimit = {
  bucket: 'msgaction',
  per: 'person',
  rules: per(30, 10 * SECOND),
} as const;
/** A per-connection limit of the stranger chats (visitors have no account to count). */
const perSocket = (bucket: string, rules: readonly RateRule[]) =>
  ({ bucket, per: 'socket', rules }) as const;
/** Signalling: a newcomer to a 4-way call trickles candidates to 3 peers and may renegotiate. */
const SDP_PER_10S = 40;
const CANDIDATES_PER_10S = 200;

/**
 * Every event a client sends and the server handles: its payload schema, its reply (a failure is
 * an `AckFailure`), who may send it and its rate limit. The server registers its handlers from
 * these entries and the client's emits are typed by the same replies.
 */
export const SOCKET_EVENTS = {
  // Friend chat.
  joinConversation: ackEvent<ConversationJoinExtras>()({
    name: 'joinConversation',
    payload: conversationIdPayload,
    signIn: CHAT_LOGIN,
  }),
  sendMessage: ackEvent<{ message: ChatMessage }>()({
    name: 'sendMessage',
    payload: sendMessagePayload,
    subject: 'Message',
    signIn: CHAT_LOGIN,
    rateLimit: { bucket: 'chat:send', per: 'person', rules: CONVERSATION_RATE },
  }),
  typing: hintEvent({
    name: 'typing',
    payload: conversationIdPayload,
    signIn: LOGIN,
    rateLimit: typingLimit('chat:typing'),
  }),
  stopTyping: hintEvent({
    name: 'stopTyping',
    payload: conversationIdPayload,
    signIn: LOGIN,
    rateLimit: typingLimit('chat:typing'),
  }),

  // Rooms.
  joinRoom: ackEvent<{ room: RoomView } & RoomJoinExtras>()({
    name: 'joinRoom',
    payload: roomIdPayload,
    signIn: ROOMS_LOGIN,
  }),
  leaveRoom: ackEvent()({ name: 'leaveRoom', payload: roomIdPayload, subject: 'Room' }),
  sendRoomMessage: ackEvent<{ message: ChatMessage }>()({
    name: 'sendRoomMessage',
    payload: sendRoomMessagePayload,
    subject: 'Message',
    signIn: ROOMS_LOGIN,
    rateLimit: { bucket: 'room:send', per: 'person', rules: CONVERSATION_RATE },
  }),
  typingRoom: hintEvent({
    name: 'typingRoom',
    payload: roomIdPayload,
    signIn: LOGIN,
    rateLimit: typingLimit('room:typing'),
  }),
  stopTypingRoom: hintEvent({
    name: 'stopTypingRoom',
    payload: roomIdPayload,
    signIn: LOGIN,
    rateLimit: typingLimit('room:typing'),
  }),
  watchRooms: ackEvent<{ roomIds: string[] }>()({
    name: 'watchRooms',
    payload: watchRoomsPayload,
    subject: 'Rooms',
    signIn: ROOMS_LOGIN,
    rateLimit: { bucket: 'rooms:watch', per: 'person', rules: per(20, 10 * SECOND) },
  }),

  // Unread counts.
  markConversationRead: ackEvent()({
    name: 'markConversationRead',
    payload: conversationIdPayload,
    signIn: CHAT_LOGIN,
    rateLimit: markReadLimit,
  }),
  markRoomRead: ackEvent()({
    name: 'markRoomRead',
    payload: roomIdPayload,
    signIn: CHAT_LOGIN,
    rateLimit: markReadLimit,
  }),

  // Acting on a message (friend chat and rooms alike: the id names the place).
  reactToMessage: ackEvent<{ message: ChatMessage; changed: boolean }>()({
    name: 'reactToMessage',
    payload: reactToMessagePayload,
    subject: 'Reaction',
    signIn: LOGIN,
    rateLimit: messageActionLimit,
  }),
  editMessage: ackEvent<{ message: ChatMessage }>()({
    name: 'editMessage',
    payload: editMessagePayload,
    subject: 'Message',
    signIn: LOGIN,
    rateLimit: messageActionLimit,
  }),
  deleteMessage: ackEvent<{ message: ChatMessage }>()({
    name: 'deleteMessage',
    payload: deleteMessagePayload,
    subject: 'Message',
    signIn: LOGIN,
    rateLimit: messageActionLimit,
  }),

  // Anonymous text chat.
  requestAnonymousMatch: ackEvent()({
    name: 'requestAnonymousMatch',
    payload: requestAnonymousMatchPayload,
    rateLimit: perSocket('anon:match', per(20, MINUTE)),
  }),
  skipAnonymousChat: ackEvent()({
    name: 'skipAnonymousChat',
    rateLimit: perSocket('anon:match', per(20, MINUTE)),
  }),
  leaveAnonymousChat: ackEvent()({ name: 'leaveAnonymousChat' }),
  sendAnonymousMessage: ackEvent<{ content: string; hidden?: HiddenContent }>()({
    name: 'sendAnonymousMessage',
    payload: sendAnonymousMessagePayload,
    rateLimit: perSocket('anon:message', CONVERSATION_RATE),
  }),
  anonymousTyping: hintEvent({
    name: 'anonymousTyping',
    rateLimit: perSocket('anon:typing', per(60, 10 * SECOND)),
  }),
  anonymousStopTyping: hintEvent({
    name: 'anonymousStopTyping',
    rateLimit: perSocket('anon:typing', per(60, 10 * SECOND)),
  }),
  revealProfile: ackEvent()({
    name: 'revealProfile',
    rateLimit: perSocket('anon:reveal', per(10, MINUTE)),
  }),
  sendFriendRequestFromAnonymousChat: ackEvent<{ message: string }>()({
    name: 'sendFriendRequestFromAnonymousChat',
    payload: friendRequestFromChatPayload,
    subject: 'User',
    rateLimit: perSocket('anon:friend', per(10, MINUTE)),
  }),
  reportAnonymousPartner: ackEvent<{ message: string }>()({
    name: 'reportAnonymousPartner',
    payload: reportAnonymousPartnerPayload,
    rateLimit: perSocket('anon:report', per(5, MINUTE)),
  }),
  reconnectStranger: ackEvent<ReconnectReply>()({
    name: 'reconnectStranger',
    payload: reconnectPayload,
    rateLimit: perSocket('anon:reconnect', per(10, MINUTE)),
  }),
  cancelReconnect: ackEvent()({
    name: 'cancelReconnect',
    payload: reconnectPayload,
    rateLimit: perSocket('anon:reconnect', per(10, MINUTE)),
  }),
  adoptSession: ackEvent()({
    name: 'adoptSession',
    payload: adoptSessionPayload,
    rateLimit: perSocket('anon:adopt', per(5, MINUTE)),
  }),

  // Video chat.
  requestMatch: ackEvent()({
    name: 'requestMatch',
    payload: requestMatchPayload,
    rateLimit: perSocket('video:match', per(20, MINUTE)),
  }),
  'skip-video-call': ackEvent()({
    name: 'skip-video-call',
    payload: callIdPayload,
    subject: 'Call',
    rateLimit: perSocket('video:match', per(20, MINUTE)),
  }),
  'video-call-ended': ackEvent()({
    name: 'video-call-ended',
    payload: callIdPayload,
    subject: 'Call',
  }),
  cancelVideoMatch: ackEvent()({ name: 'cancelVideoMatch' }),
  requestAddUserToCall: ackEvent()({
    name: 'requestAddUserToCall',
    payload: callIdPayload,
    subject: 'Call',
    rateLimit: perSocket('video:add', per(10, MINUTE)),
  }),
  'webrtc-offer': ackEvent()({
    name: 'webrtc-offer',
    payload: webrtcOfferPayload,
    rateLimit: perSocket('video:sdp', per(SDP_PER_10S, 10 * SECOND)),
  }),
  'webrtc-answer': ackEvent()({
    name: 'webrtc-answer',
    payload: webrtcAnswerPayload,
    rateLimit: perSocket('video:sdp', per(SDP_PER_10S, 10 * SECOND)),
  }),
  'webrtc-ice-candidate': ackEvent()({
    name: 'webrtc-ice-candidate',
    payload: webrtcIceCandidatePayload,
    rateLimit: perSocket('video:candidate', per(CANDIDATES_PER_10S, 10 * SECOND)),
  }),
  sendVideoChatMessage: ackEvent<{ message: string; hidden?: HiddenContent }>()({
    name: 'sendVideoChatMessage',
    payload: sendVideoChatMessagePayload,
    rateLimit: perSocket('video:message', CONVERSATION_RATE),
  }),
  reportVideoMember: ackEvent<{ message: string }>()({
    name: 'reportVideoMember',
    payload: reportVideoMemberPayload,
    rateLimit: perSocket('video:report', per(5, MINUTE)),
  }),
  callMediaState: ackEvent()({
    name: 'callMediaState',
    payload: callMediaStatePayload,
    rateLimit: perSocket('video:media', per(30, 10 * SECOND)),
  }),

  // Presence.
  getOnlineUsersCount: countEvent({ name: 'getOnlineUsersCount' }),
} as const satisfies { [Name in ClientEventName]: SocketEventContract<{ name: Name }> };

export type SocketEvents = typeof SOCKET_EVENTS;

/** The acknowledgement a client receives for `Name`, failures included. */
export type SocketAck<Name extends AckEventName> = Parameters<AckCallback<Name>>[0];

type AckEventName = {
  [Name in ClientEventName]: SocketEvents[Name]['answer'] extends 'ack' ? Name : never;
}[ClientEventName];

/** The ack callback of `Name` in the client's event map (its last, optional, argument). */
type AckCallback<Name extends ClientEventName> =
  Required<Parameters<ClientToServerEvents[Name]>> extends [...unknown[], infer Callback]
    ? Extract<Callback, (reply: never) => void>
    : never;

/** Events whose ack in the client's map differs from `Ack<reply>` of their contract entry. */
type AckMismatch = {
  [Name in AckEventName]: [Parameters<AckCallback<Name>>[0]] extends [
    Ack<ReplyOf<SocketEvents[Name]> & object>,
  ]
    ? [Ack<ReplyOf<SocketEvents[Name]> & object>] extends [Parameters<AckCallback<Name>>[0]]
      ? never
      : Name
    : Name;
}[AckEventName];

/** Compile-time check: the client's event map and the contract agree on every ack. */
export const ACKS_AGREE: [AckMismatch] extends [never] ? true : AckMismatch = true;
