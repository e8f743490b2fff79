import type { Notification } from './entities';
import type { ChatClientEvents, ChatServerEvents } from './chat';
import type { RoomsClientEvents, RoomsServerEvents } from './rooms';
import type { AnonymousClientEvents, AnonymousServerEvents } from './anonymous';
import type { VideoClientEvents, VideoServerEvents } from './video';
import type { ModerationServerEvents, Statement } from './moderation';
import type { UnreadClientEvents, UnreadServerEvents } from './unread';
import type { MessageActionClientEvents, MessageActionServerEvents } from './messageActions';
import type { InterfaceLanguage } from './interfaceLanguages';

/** What a refusal may carry beside its message, in an acknowledgement and an HTTP body alike. */
export interface RefusalDetails {
  /** A sanction's statement of reasons, when the refusal is one. */
  statement?: Statement;
  /**
   * On a 401: why this device's sign-in stopped working, when the server knows. 'elsewhere': the
   * account was logged out on every device (or this session was logged out from another);
   * 'passwordReset': the password was reset.
   */
  signedOut?: SignedOutReason;
}

export type SignedOutReason = 'elsewhere' | 'passwordReset';

/** A refused event's acknowledgement. */
export type AckFailure = { ok: false; message: string } & RefusalDetails;

/** Acknowledgement of client-to-server events that can fail (docs/protocol.md). */
export type Ack<T extends object = object> = ({ ok: true } & T) | AckFailure;

/**
 * Events the server sends. Single-argument events carry the value bare; multi-argument events
 * carry one object keyed by the spec's argument names. Later features extend these maps.
 */
export interface ServerToClientEvents
  extends
    ChatServerEvents,
    RoomsServerEvents,
    AnonymousServerEvents,
    VideoServerEvents,
    ModerationServerEvents,
    UnreadServerEvents,
    MessageActionServerEvents {
  updateOnlineUsersCount: (count: number) => void;
  newNotification: (notification: Notification) => void;
  friendOnline: (payload: { userId: string }) => void;
  friendOffline: (payload: { userId: string }) => void;
  /**
   * Extra: the receiver's friends list changed (an accept, an unfriend, a block), to every tab
   * of both people; `userId` is the other person. A client refetches GET /api/friends.
   */
  friendsChanged: (payload: { userId: string }) => void;
}

export interface ClientToServerEvents
  extends
    ChatClientEvents,
    RoomsClientEvents,
    AnonymousClientEvents,
    VideoClientEvents,
    UnreadClientEvents,
    MessageActionClientEvents {
  /** Asks for the current online count (answered through the ack). */
  getOnlineUsersCount: (ack: (count: number) => void) => void;
}

/** Data the server keeps on each socket. */
export interface SocketData {
  userId?: string;
  username?: string;
  /** Random id of a browser without an account, for sanctions and rate limits. */
  visitorId: string;
  /** Keyed hash of the client's IP address (never the raw address), for visitors' sanctions. */
  ipKey: string;
  /** The client's IP address, for the captcha provider's check only (never stored). */
  address: string;
  /** Server side: the sign-in (token `sid`) this socket belongs to; logging out there cuts it. */
  sessionId?: string;
  /** Server side: when the socket's token expires (ms since epoch); events after it are refused. */
  tokenExpiresAt?: number;
  /**
   * Server side: until when (ms since epoch) the signed-in account is suspended or banned; its
   * events are refused with the statement until then. Absent for an account in good standing.
   */
  restrictedUntil?: number;
  /**
   * Server side: the interface language of the socket's `{ message }` answers, chosen at the
   * handshake (its `auth.language`, the account's, its Accept-Language; English by default).
   */
  language?: InterfaceLanguage;
}
