/** Anonymous text chat: payload schemas and socket events (socket.ts merges every feature's events). */
import { z } from 'zod';
import type { Ack } from './socket';
import type { HiddenContent } from './moderation';
import type { UserSummary } from './entities';
import { INTEREST_MAX_LENGTH } from './constants';
import { userText } from './text';
import { reportCategory } from './reports';
import { languageTag, MATCH_LANGUAGES_REQUEST_MAX } from './languages';

export const ANONYMOUS_INTERESTS_MAX = 10;
export const ANONYMOUS_MESSAGE_MAX_LENGTH = 1000;
export const ANONYMOUS_REPORT_REASON_MAX_LENGTH = 500;
/** After a skip or the stranger leaving, both may ask to meet that stranger again for this long. */
export const RECONNECT_WINDOW_MS = 3 * 60_000;
/** reconnectStranger refused: no last stranger, the window passed, they left, or a report/block. */
export const RECONNECT_UNAVAILABLE = 'This stranger is no longer available.';
/**
 * An image path POST /api/chat/upload-media answered: in anon/ (no account) or chat/ (a
 * signed-in user's upload; images are stored as .jpg or .webp, videos are not accepted here).
 */
export const ANONYMOUS_IMAGE_PATH = /^\/uploads\/(anon|chat)\/[0-9a-f-]{36}\.(jpg|webp)$/;

export const requestAnonymousMatchPayload = z.object({
  interests: z.array(userText().trim().max(INTEREST_MAX_LENGTH)).max(ANONYMOUS_INTERESTS_MAX),
  /** The captcha widget's payload; required for a socket's first match request only. */
  recaptchaValue: z.string().max(10_000).optional(),
  /** Extra: the languages the person speaks, most preferred first. */
  languages: z.array(languageTag()).max(MATCH_LANGUAGES_REQUEST_MAX).optional(),
  /** Extra: meet only people who share one of `languages`. */
  onlyMyLanguage: z.boolean().optional(),
});
export type RequestAnonymousMatchPayload = z.infer<typeof requestAnonymousMatchPayload>;

export const anonymousMessageType = z.enum(['text', 'emoji', 'image']);
export type AnonymousMessageType = z.infer<typeof anonymousMessageType>;

export const sendAnonymousMessagePayload = z
  .object({
    content: userText({ multiline: true }).trim().min(1).max(ANONYMOUS_MESSAGE_MAX_LENGTH),
    type: anonymousMessageType,
  })
  .refine((message) => message.type !== 'image' || ANONYMOUS_IMAGE_PATH.test(message.content), {
    message: 'An image must be uploaded first.',
  });
export type SendAnonymousMessagePayload = z.infer<typeof sendAnonymousMessagePayload>;

/** sendFriendRequestFromAnonymousChat's bare payload: the revealed partner's user id. */
export const friendRequestFromChatPayload = z.string().max(100);

export const reportAnonymousPartnerPayload = z.object({
  reason: userText({ multiline: true }).trim().min(1).max(ANONYMOUS_REPORT_REASON_MAX_LENGTH),
  category: reportCategory,
});
/**
 * adoptSession's payload: the token a visitor got by signing up or logging in mid-chat, while the
 * chat stays on the visitor's connection.
 */
export const adoptSessionPayload = z.object({ token: z.string().min(1).max(2000) }).strict();
export type AdoptSessionPayload = z.infer<typeof adoptSessionPayload>;

/** reconnectStranger and cancelReconnect carry nothing (a payload, if sent, must be empty). */
export const reconnectPayload = z.object({}).strict().optional();

/** reconnectStranger's ack: paired again at once ('matched' follows), or waiting for the other. */
export interface ReconnectReply {
  status: 'matched' | 'waiting';
}

export type ReportAnonymousPartnerPayload = z.infer<typeof reportAnonymousPartnerPayload>;

/** The stranger as known before a reveal: no identity. */
export interface AnonymousPartner {
  /** Interests both gave (the receiver's spelling); empty after a widened match. */
  sharedInterests: string[];
  /** Extra: primary language subtags both gave (e.g. "es"); absent when either gave none. */
  sharedLanguages?: string[];
  isRegistered: boolean;
}

/**
 * `matched(partner)`: the partner bare. An extra rides on it: this side's own token for
 * POST /api/chat/upload-media (header X-Anonymous-Upload), which a client may ignore.
 */
export interface AnonymousMatched extends AnonymousPartner {
  uploadToken: string;
  /**
   * Extra: this side cannot send images for this many more completed chats (new or low trust);
   * absent when it can. An image sent anyway is refused with the reason.
   */
  imagesLockedFor?: number;
}

/** `receiveAnonymousMessage` (sender, content, type). sender is always 'Stranger'. */
export interface AnonymousMessage {
  sender: 'Stranger';
  content: string;
  type: AnonymousMessageType;
  /** Extra: what the safety checks hid in `content`, for a note under the message. */
  hidden?: HiddenContent;
}

export interface AnonymousServerEvents {
  /** Waiting in the queue. widened: no partner with a shared interest came; now anyone will do. */
  matching: (payload: { widened: boolean }) => void;
  matched: (payload: AnonymousMatched) => void;
  receiveAnonymousMessage: (payload: AnonymousMessage) => void;
  /** The partner left, skipped, closed the tab, or their server process died. */
  partnerDisconnected: () => void;
  partnerProfileRevealed: (partner: UserSummary) => void;
  /** The server's message, shown as is (success). */
  friendRequestSent: (message: string) => void;
  /** The server's message, shown as is (danger). */
  friendRequestError: (message: string) => void;
  anonymousTyping: () => void;
  anonymousStopTyping: () => void;
  /** Extra: the last stranger asked to reconnect; asking back (reconnectStranger) re-pairs. */
  reconnectOffered: () => void;
  /** Extra: the last stranger's reconnect offer is gone (cancelled, or they left). */
  reconnectWithdrawn: () => void;
}

export interface AnonymousClientEvents {
  /**
   * Joins the queue (leaving any current pair first). The captcha is checked on a socket's
   * first request; after one success the same socket may requeue without a new one.
   */
  requestAnonymousMatch: (
    payload: RequestAnonymousMatchPayload,
    ack?: (reply: Ack) => void,
  ) => void;
  /** ack content: the text as delivered (after the filters), hidden as the partner got it. */
  sendAnonymousMessage: (
    payload: SendAnonymousMessagePayload,
    ack?: (reply: Ack<{ content: string; hidden?: HiddenContent }>) => void,
  ) => void;
  revealProfile: (ack?: (reply: Ack) => void) => void;
  /** Answered with friendRequestSent or friendRequestError (and the same in the ack). */
  sendFriendRequestFromAnonymousChat: (
    recipientUserId: string,
    ack?: (reply: Ack<{ message: string }>) => void,
  ) => void;
  /** Leaves the pair (the partner is told) and requeues at once with the same interests. */
  skipAnonymousChat: (ack?: (reply: Ack) => void) => void;
  /** Leaves the pair or the queue, without requeueing. */
  leaveAnonymousChat: (ack?: (reply: Ack) => void) => void;
  reportAnonymousPartner: (
    payload: ReportAnonymousPartnerPayload,
    ack?: (reply: Ack<{ message: string }>) => void,
  ) => void;
  anonymousTyping: () => void;
  anonymousStopTyping: () => void;
  /**
   * Extra: within RECONNECT_WINDOW_MS of parting, asks to meet the last stranger again (leaving
   * any queue or pair). When they asked too, both get `matched`; else the stranger is offered it.
   */
  reconnectStranger: (ack?: (reply: Ack<ReconnectReply>) => void) => void;
  /** Extra: withdraws this socket's reconnect request. */
  cancelReconnect: (ack?: (reply: Ack) => void) => void;
  /**
   * Extra: a visitor who signed in mid-chat (the chat stays on this connection) lends the socket
   * that sign-in for revealProfile and sendFriendRequestFromAnonymousChat only; it stays a visitor
   * for everything else. Refused when the token's session is not valid.
   */
  adoptSession: (payload: AdoptSessionPayload, ack?: (reply: Ack) => void) => void;
}
