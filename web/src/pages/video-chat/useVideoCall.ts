import { useCallback, useEffect, useRef, useState } from 'react';
import type {
  SocketAck,
  ExistingMembersInCall,
  MatchFound,
  MemberLeftCall,
  MemberMediaState,
  NewMemberJoinedCall,
  ReportCategory,
} from '@serendip/protocol';
import { statementIn } from '../../api/restriction';
import type { AppSocket } from '../../api/socket';
import { useToast } from '../../components/Toasts';
import {
  addingUserText,
  connectionLostText,
  lookingForMoreText,
  memberLeftMessage,
  noConnectionText,
} from './callTexts';
import { useCallChat } from './useCallChat';
import { usePeerMesh } from './usePeerMesh';
import { matchLanguageExtras } from '../../components/matchLanguages/matchLanguages';
import { useSendMediaState } from './useSendMediaState';
import {
  initialVideoCallState,
  videoCallReducer,
  type MediaState,
  type VideoCallAction,
  type VideoCallState,
} from './videoCallState';

export type { VideoPhase } from './videoCallState';

const ignoreReply = () => {};
/**
 * How long a member-left toast waits. When the safety checks end a call, the server tells those
 * who stay that the member left and then why (chatTerminated): that notice, shown inline, is then
 * the only one (the page ends the call, which withdraws the toast).
 */
export const MEMBER_LEFT_TOAST_DELAY_MS = 300;

interface VideoCallOptions {
  localStream: MediaStream | null;
  /** One's microphone and camera switches, told to the others while in a call. */
  localMedia: MediaState;
  /** The RTCConfiguration of the next call (fresh ICE servers, relay-only when asked). */
  loadRtcConfig: () => Promise<RTCConfiguration>;
}

/**
 * The video chat's state machine (videoCallState.ts) wired to the socket, the mesh of peer
 * connections and the call's text chat. The state lives in a ref as well, so socket handlers
 * read the current phase and call at once rather than the last render's.
 */
export function useVideoCall(socket: AppSocket | null, options: VideoCallOptions) {
  const { localStream, localMedia, loadRtcConfig } = options;
  const { showToast } = useToast();
  const { start, stop, offerTo, remove, ...mesh } = usePeerMesh(socket, localStream);
  const [state, setState] = useState<VideoCallState>(initialVideoCallState);
  const stateRef = useRef(state);
  const chat = useCallChat(socket, state.callId);
  useSendMediaState(socket, state.callId, state.members, localMedia);
  const rtcConfig = useRef<RTCConfiguration>({});
  // Bumped by every request, cancel and unmount, so a slow ICE fetch cannot act on a stale one.
  const attempt = useRef(0);
  const memberLeftToasts = useRef(new Set<ReturnType<typeof setTimeout>>());
  // Add User was pressed here: its own toast said it, so the call's echo does not repeat it.
  const askedForMore = useRef(false);

  const withdrawMemberLeftToasts = useCallback(() => {
    memberLeftToasts.current.forEach(clearTimeout);
    memberLeftToasts.current.clear();
  }, []);

  /** Applies an event; leaving a call closes its peer connections. */
  const dispatch = useCallback(
    (action: VideoCallAction) => {
      const before = stateRef.current;
      const next = videoCallReducer(before, action);
      if (before.callId && before.callId !== next.callId) stop();
      stateRef.current = next;
      setState(next);
    },
    [stop],
  );

  useEffect(() => {
    if (!socket) return;
    const others = (list: string[]) => list.filter((id) => id !== socket.id);
    const inThisCall = (id: string) => id === stateRef.current.callId;

    const enterCall = (
      id: string,
      list: string[],
      shared: Pick<MatchFound, 'sharedInterests' | 'sharedLanguages'>,
      extraBlurMs?: Record<string, number>,
    ) => {
      dispatch({ type: 'left' });
      start(id, rtcConfig.current);
      dispatch({
        type: 'enteredCall',
        callId: id,
        members: others(list),
        sharedInterests: shared.sharedInterests,
        sharedLanguages: shared.sharedLanguages,
        extraBlurMs,
      });
    };
    /** A match that crossed a cancel is left at once. */
    const unwanted = (id: string) => {
      if (stateRef.current.phase !== 'idle' || inThisCall(id)) return false;
      socket.emit('video-call-ended', id, ignoreReply);
      return true;
    };

    const onWaiting = ({ widened }: { widened: boolean }) => dispatch({ type: 'waiting', widened });
    const onMatchFound = (match: MatchFound) => {
      if (unwanted(match.callId)) return;
      enterCall(match.callId, match.members, match, match.blurMs);
      if (match.isCaller) others(match.members).forEach(offerTo);
    };
    // A newcomer to a running call offers to each member already in it.
    const onExistingMembers = ({ callId: id, members: list }: ExistingMembersInCall) => {
      if (unwanted(id)) return;
      if (!inThisCall(id)) enterCall(id, list, { sharedInterests: [] });
      else dispatch({ type: 'membersKnown', members: others(list) });
      others(list).forEach(offerTo);
    };
    // Existing members wait for the newcomer's offer.
    const onNewMember = ({ callId: id, member, blurMs }: NewMemberJoinedCall) => {
      if (!inThisCall(id) || member === socket.id) return;
      dispatch({ type: 'memberJoined', member, extraBlurMs: blurMs });
    };
    const onMemberLeft = ({ callId: id, socketId, callEnded }: MemberLeftCall) => {
      if (!inThisCall(id)) return;
      const message = memberLeftMessage(socketId);
      const timer = setTimeout(() => {
        memberLeftToasts.current.delete(timer);
        showToast(message, 'info');
      }, MEMBER_LEFT_TOAST_DELAY_MS);
      memberLeftToasts.current.add(timer);
      remove(socketId);
      dispatch({ type: 'memberLeft', socketId, callEnded });
    };
    const onLookingForMore = (id: string) => {
      if (!inThisCall(id)) return;
      dispatch({ type: 'lookingForMore' });
      if (askedForMore.current) askedForMore.current = false;
      else showToast(lookingForMoreText(), 'info');
    };
    const onMemberMedia = ({ callId: id, socketId, audio, video }: MemberMediaState) => {
      if (inThisCall(id)) dispatch({ type: 'memberMedia', socketId, media: { audio, video } });
    };
    // A reconnect is a new session on the server: the call is gone and the captcha is due again.
    const onDisconnect = () => dispatch({ type: 'disconnected', message: connectionLostText() });

    socket.on('waitingForMatch', onWaiting);
    socket.on('matchFound', onMatchFound);
    socket.on('existingMembersInCall', onExistingMembers);
    socket.on('newMemberJoinedCall', onNewMember);
    socket.on('memberLeftCall', onMemberLeft);
    socket.on('callLookingForMore', onLookingForMore);
    socket.on('memberMediaState', onMemberMedia);
    socket.on('disconnect', onDisconnect);
    return () => {
      withdrawMemberLeftToasts();
      socket.off('waitingForMatch', onWaiting);
      socket.off('matchFound', onMatchFound);
      socket.off('existingMembersInCall', onExistingMembers);
      socket.off('newMemberJoinedCall', onNewMember);
      socket.off('memberLeftCall', onMemberLeft);
      socket.off('callLookingForMore', onLookingForMore);
      socket.off('memberMediaState', onMemberMedia);
      socket.off('disconnect', onDisconnect);
      // Leaving the page (or this connection) leaves the call or the queue.
      attempt.current += 1;
      const { callId, phase } = stateRef.current;
      if (callId) socket.emit('video-call-ended', callId, ignoreReply);
      else if (phase === 'waiting') socket.emit('cancelVideoMatch', ignoreReply);
      dispatch({ type: 'left' });
    };
  }, [socket, showToast, start, offerTo, remove, dispatch, withdrawMemberLeftToasts]);

  /** The socket when it is connected; otherwise says so and returns null. */
  const liveSocket = (): AppSocket | null => {
    if (socket?.connected) return socket;
    showToast(noConnectionText(), 'danger');
    return null;
  };

  const answerRequest = (reply: SocketAck<'requestMatch'>) => {
    if (reply.ok) return dispatch({ type: 'requestAccepted' });
    // The captcha payload was spent (or the session forgot it): it is solved anew. A suspended
    // or banned person's refusal carries the statement, shown instead of the setup.
    dispatch({
      type: 'refused',
      message: reply.message,
      captchaSpent: true,
      statement: statementIn(reply),
    });
  };

  /** Joins the queue with fresh ICE servers; the captcha is needed until it passed once. */
  const requestMatch = async (
    interests: string[],
    groupPreferred: boolean,
    captcha: string | null,
  ) => {
    const live = liveSocket();
    if (!live) return;
    const mine = ++attempt.current;
    dispatch({ type: 'queued' });
    rtcConfig.current = await loadRtcConfig();
    if (mine !== attempt.current) return;
    const wish = { groupPreferred, interests, ...matchLanguageExtras() };
    const payload = captcha ? { ...wish, captcha } : wish;
    live.emit('requestMatch', payload, answerRequest);
  };

  /** Leaves the queue ('Matching...' screen). */
  const cancel = () => {
    attempt.current += 1;
    socket?.emit('cancelVideoMatch', ignoreReply);
    dispatch({ type: 'left' });
  };

  const endCall = () => {
    withdrawMemberLeftToasts();
    const id = stateRef.current.callId;
    const live = liveSocket();
    if (live && id) live.emit('video-call-ended', id, ignoreReply);
    attempt.current += 1;
    dispatch({ type: 'left' });
  };

  /** Leaves the call and waits for the next match (the server requeues with the same wishes). */
  const skip = async () => {
    const live = liveSocket();
    const id = stateRef.current.callId;
    if (!live || !id) return;
    const mine = ++attempt.current;
    dispatch({ type: 'queued' });
    rtcConfig.current = await loadRtcConfig();
    if (mine !== attempt.current) {
      live.emit('video-call-ended', id, ignoreReply);
      return;
    }
    live.emit('skip-video-call', id, (reply) => {
      if (!reply.ok) dispatch({ type: 'refused', message: reply.message });
    });
  };

  const addUser = () => {
    const live = liveSocket();
    const id = stateRef.current.callId;
    if (!live || !id) return;
    showToast(addingUserText(), 'info');
    askedForMore.current = true;
    live.emit('requestAddUserToCall', id, (reply) => {
      if (reply.ok) return;
      askedForMore.current = false;
      showToast(reply.message, 'danger');
    });
  };

  const report = (
    socketId: string,
    reason: string,
    category?: ReportCategory,
  ): Promise<SocketAck<'reportVideoMember'>> =>
    new Promise((resolve) => {
      const id = stateRef.current.callId;
      if (!socket?.connected || !id) return resolve({ ok: false, message: noConnectionText() });
      socket.emit('reportVideoMember', { callId: id, socketId, reason, category }, (reply) => {
        // Filed: the server took us out of the call, so the page leaves it too.
        if (reply.ok) {
          attempt.current += 1;
          dispatch({ type: 'reported', callId: id });
        }
        resolve(reply);
      });
    });

  return {
    ...state,
    messages: chat.messages,
    sendMessage: chat.send,
    remoteStreams: mesh.remoteStreams,
    connectionStates: mesh.connectionStates,
    replaceTrack: mesh.replaceTrack,
    requestMatch,
    cancel,
    endCall,
    skip,
    addUser,
    report,
  };
}

export type VideoCall = ReturnType<typeof useVideoCall>;
