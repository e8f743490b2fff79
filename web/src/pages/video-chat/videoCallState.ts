import type { Statement } from '@serendip/protocol';

/**
 * The video chat's state machine as a pure reducer: idle → waiting → in call → idle,
 * with members joining and leaving a group call and each member's microphone and camera state.
 * No React, no socket: useVideoCall.ts feeds it events and performs the effects around it.
 */

export type VideoPhase = 'idle' | 'waiting' | 'inCall';

/** A member's microphone (audio) and camera (video), as they told the call (true = on). */
export interface MediaState {
  audio: boolean;
  video: boolean;
}

export interface VideoCallState {
  phase: VideoPhase;
  /** No one with a shared interest came; anyone will do now. */
  widened: boolean;
  callId: string | null;
  /** The other members' socket ids, in the order they joined. */
  members: string[];
  sharedInterests: string[];
  /** Languages everyone in the call gave (primary subtags); empty when someone gave none. */
  sharedLanguages: string[];
  lookingForMore: boolean;
  /** Why the last request or call ended badly (shown on the set-up screen). */
  matchError: string | null;
  /** The last call ended because everyone else left. */
  callEnded: boolean;
  /** We left the last call by reporting a member of it (the set-up screen says so). */
  leftAfterReport: boolean;
  /** The server checks the captcha on a socket's first match request only (protocol/video). */
  captchaPassed: boolean;
  /** What members told about their microphone and camera; absent means both on. */
  memberMedia: Record<string, MediaState>;
  /** Members whose video stays blurred longer (new or low trust, told by the server): ms more. */
  extraBlurMs: Record<string, number>;
  /** A suspended or banned person's statement of reasons (moderation), shown instead of the setup. */
  statement: Statement | null;
}

export type VideoCallAction =
  /** A match request (or a skip) put us in the queue. */
  | { type: 'queued' }
  | { type: 'waiting'; widened: boolean }
  | {
      type: 'enteredCall';
      callId: string;
      members: string[];
      sharedInterests: string[];
      sharedLanguages?: string[];
      extraBlurMs?: Record<string, number>;
    }
  | { type: 'membersKnown'; members: string[] }
  | { type: 'memberJoined'; member: string; extraBlurMs?: number }
  | { type: 'memberLeft'; socketId: string; callEnded: boolean }
  | { type: 'lookingForMore' }
  | { type: 'memberMedia'; socketId: string; media: MediaState }
  | { type: 'requestAccepted' }
  /** The server refused a request or a skip; `captchaSpent` when the captcha is due again. */
  | { type: 'refused'; message: string; captchaSpent?: boolean; statement?: Statement | null }
  /** End Call, Cancel, leaving the page. */
  | { type: 'left' }
  /** A report was filed: the server took us out of that call. */
  | { type: 'reported'; callId: string }
  /** The connection dropped: the server forgot the session (call and captcha). */
  | { type: 'disconnected'; message: string };

export const initialVideoCallState: VideoCallState = {
  phase: 'idle',
  widened: false,
  callId: null,
  members: [],
  sharedInterests: [],
  sharedLanguages: [],
  lookingForMore: false,
  matchError: null,
  callEnded: false,
  leftAfterReport: false,
  statement: null,
  captchaPassed: false,
  memberMedia: {},
  extraBlurMs: {},
};

/** Out of any call (the rest of the state is kept). */
function withoutCall(state: VideoCallState): VideoCallState {
  return {
    ...state,
    callId: null,
    members: [],
    sharedInterests: [],
    sharedLanguages: [],
    lookingForMore: false,
    memberMedia: {},
    extraBlurMs: {},
  };
}

export function videoCallReducer(state: VideoCallState, action: VideoCallAction): VideoCallState {
  switch (action.type) {
    case 'queued':
      return {
        ...withoutCall(state),
        phase: 'waiting',
        matchError: null,
        callEnded: false,
        leftAfterReport: false,
        widened: false,
      };
    case 'waiting':
      return state.phase === 'waiting' ? { ...state, widened: action.widened } : state;
    case 'enteredCall':
      return {
        ...withoutCall(state),
        phase: 'inCall',
        callId: action.callId,
        members: action.members,
        sharedInterests: action.sharedInterests,
        sharedLanguages: action.sharedLanguages ?? [],
        extraBlurMs: action.extraBlurMs ?? {},
        captchaPassed: true,
        matchError: null,
        callEnded: false,
        leftAfterReport: false,
      };
    case 'membersKnown':
      return { ...state, members: [...new Set([...state.members, ...action.members])] };
    case 'memberJoined':
      return {
        ...state,
        members: state.members.includes(action.member)
          ? state.members
          : [...state.members, action.member],
        extraBlurMs: action.extraBlurMs
          ? { ...state.extraBlurMs, [action.member]: action.extraBlurMs }
          : state.extraBlurMs,
        lookingForMore: false,
      };
    case 'memberLeft': {
      if (action.callEnded) return { ...withoutCall(state), phase: 'idle', callEnded: true };
      const { [action.socketId]: _gone, ...memberMedia } = state.memberMedia;
      return {
        ...state,
        members: state.members.filter((member) => member !== action.socketId),
        memberMedia,
      };
    }
    case 'lookingForMore':
      return { ...state, lookingForMore: true };
    case 'memberMedia':
      if (!state.members.includes(action.socketId)) return state;
      return {
        ...state,
        memberMedia: { ...state.memberMedia, [action.socketId]: action.media },
      };
    case 'requestAccepted':
      return { ...state, captchaPassed: true };
    case 'refused':
      return {
        ...withoutCall(state),
        phase: 'idle',
        matchError: action.message,
        captchaPassed: action.captchaSpent ? false : state.captchaPassed,
        statement: action.statement === undefined ? state.statement : action.statement,
      };
    case 'left':
      return { ...withoutCall(state), phase: 'idle' };
    case 'reported':
      // Only the call reported from: a later call (after a quick Skip) goes on.
      if (state.callId !== action.callId) return state;
      return { ...withoutCall(state), phase: 'idle', callEnded: false, leftAfterReport: true };
    case 'disconnected':
      return {
        ...withoutCall(state),
        phase: 'idle',
        captchaPassed: false,
        matchError: state.phase === 'idle' ? state.matchError : action.message,
      };
  }
}
