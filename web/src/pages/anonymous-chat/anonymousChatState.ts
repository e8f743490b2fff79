import type {
  AnonymousMessageType,
  AnonymousPartner,
  HiddenContent,
  Statement,
  UserSummary,
} from '@serendip/protocol';

/**
 * The anonymous chat's state machine as a pure reducer: idle → matching → matched →
 * ended (the stranger left; the conversation stays until a new chat) or idle. No React, no
 * socket: useAnonymousChat.ts feeds it events and performs the effects around it.
 */

export type Phase = 'idle' | 'matching' | 'matched' | 'ended';

/**
 * Meeting the last stranger again (for RECONNECT_WINDOW_MS after a skip or their leaving):
 * 'available' to ask, 'waiting' after asking, 'offered' when the stranger asked first.
 */
export type Reconnect = 'none' | 'available' | 'waiting' | 'offered';

export interface ChatMessage {
  id: number;
  /** 'You' or the stranger. */
  sender: 'You' | 'Stranger';
  content: string;
  type: AnonymousMessageType;
  /** The safety checks hid contact details in `content` (a note shows under the message). */
  hidden?: HiddenContent;
}

export interface AnonymousChatState {
  phase: Phase;
  /** No one with a shared interest came; anyone will do now. */
  widened: boolean;
  partner: AnonymousPartner | null;
  /** Rides on `matched`: the pair's ticket for image uploads (X-Anonymous-Upload). */
  uploadToken: string | null;
  /** Rides on `matched`: chats left before this person may send images (trust); 0 = may. */
  imagesLockedFor: number;
  messages: ChatMessage[];
  partnerTyping: boolean;
  revealedPartner: UserSummary | null;
  profileRevealed: boolean;
  friendRequestSent: boolean;
  matchError: string | null;
  /** A suspended or banned person's statement of reasons (moderation), shown instead of the setup. */
  statement: Statement | null;
  partnerLeft: boolean;
  uploading: boolean;
  /** The server checks the captcha on a socket's first match request only (protocol/anonymous). */
  captchaPassed: boolean;
  reconnect: Reconnect;
}

export type AnonymousChatAction =
  /** A match request: the earlier conversation goes, 'Matching...' shows. */
  | { type: 'queued' }
  | { type: 'matching'; widened: boolean }
  | {
      type: 'matched';
      partner: AnonymousPartner;
      uploadToken: string | null;
      imagesLockedFor?: number;
    }
  | {
      type: 'message';
      sender: ChatMessage['sender'];
      content: string;
      kind: AnonymousMessageType;
      hidden?: HiddenContent;
    }
  | { type: 'partnerTyping'; typing: boolean }
  | { type: 'partnerLeft' }
  | { type: 'partnerRevealed'; profile: UserSummary }
  | { type: 'profileRevealed' }
  | { type: 'friendRequestSent' }
  | { type: 'uploading'; uploading: boolean }
  | { type: 'requestAccepted' }
  /** A refused match request or skip: the captcha is due again. */
  | { type: 'refused'; message: string; statement?: Statement | null }
  /** Nothing was sent (no connection): only the reason shows. */
  | { type: 'failed'; message: string }
  /** Stop: back to the start screen. */
  | { type: 'stopped' }
  /** Skip: straight back into the queue; `reported`: after a report, with no way back to them. */
  | { type: 'skipped'; reported?: boolean }
  /** The connection dropped: the server forgot the pair and the captcha. */
  | { type: 'disconnected'; message: string }
  /** The last stranger asked to meet again (reconnectOffered), or withdrew it. */
  | { type: 'reconnectOffered' }
  | { type: 'reconnectWithdrawn' }
  /** We asked and wait for the stranger (out of any queue: the old conversation, if any, shows). */
  | { type: 'reconnectAsked' }
  | { type: 'reconnectCancelled' }
  /** The window closed, or the server said the stranger is no longer available. */
  | { type: 'reconnectClosed' };

export const initialAnonymousChatState: AnonymousChatState = {
  phase: 'idle',
  widened: false,
  partner: null,
  uploadToken: null,
  imagesLockedFor: 0,
  messages: [],
  partnerTyping: false,
  revealedPartner: null,
  profileRevealed: false,
  friendRequestSent: false,
  matchError: null,
  statement: null,
  partnerLeft: false,
  uploading: false,
  captchaPassed: false,
  reconnect: 'none',
};

/** Without the conversation and anything learned about its stranger. */
function cleared(state: AnonymousChatState): AnonymousChatState {
  return {
    ...state,
    messages: [],
    partner: null,
    uploadToken: null,
    partnerTyping: false,
    revealedPartner: null,
    profileRevealed: false,
    friendRequestSent: false,
  };
}

export function anonymousChatReducer(
  state: AnonymousChatState,
  action: AnonymousChatAction,
): AnonymousChatState {
  switch (action.type) {
    case 'queued':
      return {
        ...cleared(state),
        phase: 'matching',
        matchError: null,
        partnerLeft: false,
        widened: false,
        // A new chat withdraws our own request (the server does too); the window stays open.
        reconnect: state.reconnect === 'waiting' ? 'available' : state.reconnect,
      };
    case 'matching':
      return { ...state, phase: 'matching', widened: action.widened };
    case 'matched':
      return {
        ...cleared(state),
        phase: 'matched',
        partner: action.partner,
        uploadToken: action.uploadToken,
        imagesLockedFor: action.imagesLockedFor ?? 0,
        captchaPassed: true,
        partnerLeft: false,
        matchError: null,
        reconnect: 'none',
      };
    case 'message': {
      const id = (state.messages.at(-1)?.id ?? 0) + 1;
      const { sender, content, kind, hidden } = action;
      const message: ChatMessage = { id, sender, content, type: kind, ...(hidden && { hidden }) };
      return {
        ...state,
        messages: [...state.messages, message],
        partnerTyping: action.sender === 'Stranger' ? false : state.partnerTyping,
      };
    }
    case 'partnerTyping':
      return { ...state, partnerTyping: action.typing };
    case 'partnerLeft':
      // The conversation stays readable (with a "Stranger has disconnected" line).
      return {
        ...state,
        phase: 'ended',
        partnerTyping: false,
        uploadToken: null,
        partnerLeft: true,
        reconnect: state.reconnect === 'none' ? 'available' : state.reconnect,
      };
    case 'partnerRevealed':
      return { ...state, revealedPartner: action.profile };
    case 'profileRevealed':
      return { ...state, profileRevealed: true };
    case 'friendRequestSent':
      return { ...state, friendRequestSent: true };
    case 'uploading':
      return { ...state, uploading: action.uploading };
    case 'requestAccepted':
      return { ...state, captchaPassed: true };
    case 'refused':
      return {
        ...state,
        phase: 'idle',
        captchaPassed: false,
        matchError: action.message,
        statement: action.statement === undefined ? state.statement : action.statement,
      };
    case 'failed':
      return { ...state, matchError: action.message };
    case 'stopped':
      // A clean start: a chat the safety checks ended has said why, and says nothing more.
      return { ...cleared(state), phase: 'idle', reconnect: 'none', partnerLeft: false };
    case 'skipped':
      return {
        ...cleared(state),
        phase: 'matching',
        widened: false,
        // Never back to someone one reported (the server refuses it as well).
        reconnect: action.reported
          ? 'none'
          : state.phase === 'matched'
            ? 'available'
            : state.reconnect,
      };
    case 'disconnected': {
      const cut = state.phase === 'matching' || state.phase === 'matched';
      return {
        ...cleared(state),
        phase: 'idle',
        captchaPassed: false,
        matchError: cut ? action.message : state.matchError,
        reconnect: 'none',
      };
    }
    case 'reconnectOffered':
      // Only someone who knows the last stranger (not matched with someone new since) is offered.
      return state.reconnect === 'none' ? state : { ...state, reconnect: 'offered' };
    case 'reconnectWithdrawn':
      return state.reconnect === 'offered' ? { ...state, reconnect: 'available' } : state;
    case 'reconnectAsked':
      return { ...state, phase: 'ended', partnerTyping: false, reconnect: 'waiting' };
    case 'reconnectCancelled':
      return state.reconnect === 'waiting' ? { ...state, reconnect: 'available' } : state;
    case 'reconnectClosed':
      return { ...state, reconnect: 'none' };
  }
}
