/** Anonymous video chat: payload schemas and socket events (socket.ts merges every feature's events). */
import { z } from 'zod';
import type { Ack } from './socket';
import type { iceServersResponseSchema } from './wire/site';
import type { HiddenContent } from './moderation';
import { INTEREST_MAX_LENGTH } from './constants';
import { userText } from './text';
import { reportCategory } from './reports';
import { languageTag, MATCH_LANGUAGES_REQUEST_MAX } from './languages';

/** Group calls are full meshes: every member sends to every other, so they stay small. */
export const VIDEO_CALL_MAX_MEMBERS = 4;
export const VIDEO_INTERESTS_MAX = 10;
export const VIDEO_MESSAGE_MAX_LENGTH = 1000;
export const VIDEO_REPORT_REASON_MAX_LENGTH = 500;
/** An SDP offer or answer of a 4-way mesh with simulcast stays well under this. */
export const WEBRTC_SDP_MAX_LENGTH = 20_000;
export const WEBRTC_CANDIDATE_MAX_LENGTH = 1_000;

const callId = z.string().uuid();
/** Socket.IO ids: 20 url-safe characters today; a little room for other adapters. */
const socketId = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/);

export const requestMatchPayload = z.object({
  /** 'Open to Group Chat': may join a call that is looking for more members. */
  groupPreferred: z.boolean(),
  interests: z.array(userText().trim().max(INTEREST_MAX_LENGTH)).max(VIDEO_INTERESTS_MAX),
  /** The captcha widget's payload (named as in requestAnonymousMatch); first request only. */
  recaptchaValue: z.string().max(10_000).optional(),
  /** The same under the name older clients send; read when recaptchaValue is absent. */
  captcha: z.string().max(10_000).optional(),
  /** Extra: the languages the person speaks, most preferred first. */
  languages: z.array(languageTag()).max(MATCH_LANGUAGES_REQUEST_MAX).optional(),
  /** Extra: meet only people who share one of `languages`. */
  onlyMyLanguage: z.boolean().optional(),
});
export type RequestMatchPayload = z.infer<typeof requestMatchPayload>;

/** Single-argument events (requestAddUserToCall, skip-video-call, video-call-ended) carry the call id bare. */
export const callIdPayload = callId;

const sessionDescription = (type: 'offer' | 'answer') =>
  z.object({ type: z.literal(type), sdp: z.string().min(1).max(WEBRTC_SDP_MAX_LENGTH) });

export const webrtcOfferPayload = z.object({
  offer: sessionDescription('offer'),
  toSocketId: socketId,
  callId,
});
export type WebrtcOfferPayload = z.infer<typeof webrtcOfferPayload>;

export const webrtcAnswerPayload = z.object({
  answer: sessionDescription('answer'),
  toSocketId: socketId,
  callId,
});
export type WebrtcAnswerPayload = z.infer<typeof webrtcAnswerPayload>;

export const webrtcIceCandidatePayload = z.object({
  /** RTCIceCandidateInit; an empty candidate string marks the end of candidates. */
  candidate: z.object({
    candidate: z.string().max(WEBRTC_CANDIDATE_MAX_LENGTH),
    sdpMid: z.string().max(64).nullable().optional(),
    sdpMLineIndex: z.number().int().min(0).max(64).nullable().optional(),
    usernameFragment: z.string().max(256).nullable().optional(),
  }),
  toSocketId: socketId,
  callId,
});
export type WebrtcIceCandidatePayload = z.infer<typeof webrtcIceCandidatePayload>;

export const sendVideoChatMessagePayload = z.object({
  message: userText({ multiline: true }).trim().min(1).max(VIDEO_MESSAGE_MAX_LENGTH),
  callId,
});
export type SendVideoChatMessagePayload = z.infer<typeof sendVideoChatMessagePayload>;

export const reportVideoMemberPayload = z.object({
  callId,
  socketId,
  reason: userText({ multiline: true }).trim().min(1).max(VIDEO_REPORT_REASON_MAX_LENGTH),
  category: reportCategory,
});
export type ReportVideoMemberPayload = z.infer<typeof reportVideoMemberPayload>;

/** Extra: one's microphone and camera as the others should show them (true = on). */
export const callMediaStatePayload = z.object({
  callId,
  audio: z.boolean(),
  video: z.boolean(),
});
export type CallMediaStatePayload = z.infer<typeof callMediaStatePayload>;

/** A member's microphone and camera state, relayed to the other members of the call. */
export interface MemberMediaState extends CallMediaStatePayload {
  socketId: string;
}

/**
 * `matchFound` (the video call: callId, members, isCaller, isGroupCall). members are the
 * other members' socket ids (shown as 'Stranger [abcd]'). isCaller: this side sends the offer of
 * a new one-to-one call (the member whose request found the waiting partner); the other waits
 * for it. A newcomer to a running call gets `existingMembersInCall` too and offers to each.
 */
export interface MatchFound {
  callId: string;
  members: string[];
  isCaller: boolean;
  isGroupCall: boolean;
  /** Extra: interests both gave (the receiver's spelling); empty when matched with anyone. */
  sharedInterests: string[];
  /** Extra: primary language subtags everyone gave (e.g. "es"); absent when someone gave none. */
  sharedLanguages?: string[];
  /**
   * Extra: members (socket ids) whose video stays blurred this many ms longer than usual from its
   * first frame (new or low trust); absent when none.
   */
  blurMs?: Record<string, number>;
}

/** The offer rule of group calls: the newcomer offers to each existing member (socket ids). */
export interface ExistingMembersInCall {
  callId: string;
  members: string[];
}

/** A newcomer joined: `member` is their socket id (`socketId` the same, as in memberLeftCall). */
export interface NewMemberJoinedCall {
  callId: string;
  member: string;
  socketId: string;
  /** Extra: the newcomer's video stays blurred this many ms longer than usual (new or low trust). */
  blurMs?: number;
}

export interface MemberLeftCall {
  callId: string;
  socketId: string;
  /** True when the call ended for the receiver too (nobody else is left in it). */
  callEnded: boolean;
}

export interface VideoChatMessage {
  message: string;
  /** The sender's socket id (shown as 'Stranger [abcd]'). */
  sender: string;
  callId: string;
  /** Extra: what the safety checks hid in `message`, for a note under the message. */
  hidden?: HiddenContent;
}

/** GET /api/video/ice-servers: fresh for each call (TURN credentials are short-lived). */
export type IceServersResponse = z.infer<typeof iceServersResponseSchema>;

export interface VideoServerEvents {
  /** In the queue, waiting. widened: no one with a shared interest came; anyone will do now. */
  waitingForMatch: (payload: { widened: boolean }) => void;
  matchFound: (payload: MatchFound) => void;
  existingMembersInCall: (payload: ExistingMembersInCall) => void;
  newMemberJoinedCall: (payload: NewMemberJoinedCall) => void;
  /** The member left, skipped, ended the call, closed the tab, or their process died. */
  memberLeftCall: (payload: MemberLeftCall) => void;
  /** The call id. */
  callLookingForMore: (callId: string) => void;
  'webrtc-offer': (payload: {
    offer: WebrtcOfferPayload['offer'];
    fromSocketId: string;
    callId: string;
  }) => void;
  'webrtc-answer': (payload: {
    answer: WebrtcAnswerPayload['answer'];
    fromSocketId: string;
    callId: string;
  }) => void;
  'webrtc-ice-candidate': (payload: {
    candidate: WebrtcIceCandidatePayload['candidate'];
    fromSocketId: string;
    callId: string;
  }) => void;
  receiveVideoChatMessage: (payload: VideoChatMessage) => void;
  /** Extra: a member muted or turned off their camera (or back on). */
  memberMediaState: (payload: MemberMediaState) => void;
}

export interface VideoClientEvents {
  /**
   * Joins the video queue (leaving any current call first). The captcha is checked on a
   * socket's first request; after one success the same socket may requeue without a new one.
   */
  requestMatch: (payload: RequestMatchPayload, ack?: (reply: Ack) => void) => void;
  /** Relayed to toSocketId only when both are members of the live call callId. */
  'webrtc-offer': (payload: WebrtcOfferPayload, ack?: (reply: Ack) => void) => void;
  'webrtc-answer': (payload: WebrtcAnswerPayload, ack?: (reply: Ack) => void) => void;
  'webrtc-ice-candidate': (payload: WebrtcIceCandidatePayload, ack?: (reply: Ack) => void) => void;
  /** ack message: the text as delivered (after the filters), hidden as the others got it. */
  sendVideoChatMessage: (
    payload: SendVideoChatMessagePayload,
    ack?: (reply: Ack<{ message: string; hidden?: HiddenContent }>) => void,
  ) => void;
  /** Makes the call a group call looking for one more member (callLookingForMore to all). */
  requestAddUserToCall: (callId: string, ack?: (reply: Ack) => void) => void;
  /** Leaves the call (the others get memberLeftCall) and requeues at once. */
  'skip-video-call': (callId: string, ack?: (reply: Ack) => void) => void;
  /** Leaves the call without requeueing (also stops waiting in the queue). */
  'video-call-ended': (callId: string, ack?: (reply: Ack) => void) => void;
  /** Leaves the queue without a call (the 'Matching...' screen's cancel). */
  cancelVideoMatch: (ack?: (reply: Ack) => void) => void;
  /**
   * Reports a member of the call; once filed the reporter leaves the call at once, as with
   * video-call-ended (the others get memberLeftCall). The pair is never matched again.
   */
  reportVideoMember: (
    payload: ReportVideoMemberPayload,
    ack?: (reply: Ack<{ message: string }>) => void,
  ) => void;
  /**
   * Extra: tells the other members of the call that one's microphone or camera is off or on
   * (the tracks themselves are disabled in the browser; this is what their tiles show).
   */
  callMediaState: (payload: CallMediaStatePayload, ack?: (reply: Ack) => void) => void;
}
