import { useCallback, useEffect, useRef, useState } from 'react';
import type {
  Ack,
  ExistingMembersInCall,
  MatchFound,
  MemberLeftCall,
  NewMemberJoinedCall,
  ReportCategory,
} from '@serendip/protocol';
import type { AppSocket } from '../../api/socket';
import { useToast } from '../../components/Toasts';
import {
  ADDING_USER,
  CONNECTION_LOST,
  LOOKING_FOR_MORE,
  memberLeftMessage,
  NO_CONNECTION,
} from './callTexts';
import { useCallChat } from './useCallChat';
import { usePeerMesh } from './usePeerMesh';

export type VideoPhase = 'idle' | 'waiting' | 'inCall';

const ignoreReply = () => {};

interface VideoCallOptions {
  localStream: MediaStream | null;
  /** The RTCConfiguration of the next call (fresh ICE servers, relay-only when asked). */
  loadRtcConfig: () => Promise<RTCConfiguration>;
}

/**
 * The video chat's state machine (SPEC §4): idle → waiting → in call → idle, with members
 * joining and leaving a group call, its text chat, and the mesh of peer connections.
 */
export function useVideoCall(socket: AppSocket | null, options: VideoCallOptions) {
  const { localStream, loadRtcConfig } = options;
  const { showToast } = useToast();
  const { start, stop, offerTo, remove, ...mesh } = usePeerMesh(socket, localStream);
  const [phase, setPhase] = useState<VideoPhase>('idle');
  const [widened, setWidened] = useState(false);
  const [callId, setCallId] = useState<string | null>(null);
  const chat = useCallChat(socket, callId);
  const [members, setMembers] = useState<string[]>([]);
  const [sharedInterests, setSharedInterests] = useState<string[]>([]);
  const [lookingForMore, setLookingForMore] = useState(false);
  const [matchError, setMatchError] = useState<string | null>(null);
  const [callEnded, setCallEnded] = useState(false);
  // The server checks the captcha on a socket's first match request only (protocol/video).
  const [captchaPassed, setCaptchaPassed] = useState(false);
  const phaseRef = useRef<VideoPhase>('idle');
  const callIdRef = useRef<string | null>(null);
  const rtcConfig = useRef<RTCConfiguration>({});
  // Bumped by every request, cancel and unmount, so a slow ICE fetch cannot act on a stale one.
  const attempt = useRef(0);

  const go = useCallback((next: VideoPhase) => {
    phaseRef.current = next;
    setPhase(next);
  }, []);

  const leaveCall = useCallback(() => {
    stop();
    callIdRef.current = null;
    setCallId(null);
    setMembers([]);
    setSharedInterests([]);
    setLookingForMore(false);
  }, [stop]);

  useEffect(() => {
    if (!socket) return;
    const others = (list: string[]) => list.filter((id) => id !== socket.id);
    const inThisCall = (id: string) => id === callIdRef.current;

    const enterCall = (id: string, list: string[], shared: string[]) => {
      leaveCall();
      start(id, rtcConfig.current);
      callIdRef.current = id;
      setCallId(id);
      setMembers(others(list));
      setSharedInterests(shared);
      setCaptchaPassed(true);
      setMatchError(null);
      setCallEnded(false);
      go('inCall');
    };
    /** A match that crossed a cancel is left at once. */
    const unwanted = (id: string) => {
      if (phaseRef.current !== 'idle' || inThisCall(id)) return false;
      socket.emit('video-call-ended', id, ignoreReply);
      return true;
    };

    const onWaiting = ({ widened: anyone }: { widened: boolean }) => {
      if (phaseRef.current === 'waiting') setWidened(anyone);
    };
    const onMatchFound = (match: MatchFound) => {
      if (unwanted(match.callId)) return;
      enterCall(match.callId, match.members, match.sharedInterests);
      if (match.isCaller) others(match.members).forEach(offerTo);
    };
    // A newcomer to a running call offers to each member already in it.
    const onExistingMembers = ({ callId: id, members: list }: ExistingMembersInCall) => {
      if (unwanted(id)) return;
      if (!inThisCall(id)) enterCall(id, list, []);
      else setMembers((known) => [...new Set([...known, ...others(list)])]);
      others(list).forEach(offerTo);
    };
    // Existing members wait for the newcomer's offer.
    const onNewMember = ({ callId: id, member }: NewMemberJoinedCall) => {
      if (!inThisCall(id) || member === socket.id) return;
      setMembers((known) => (known.includes(member) ? known : [...known, member]));
      setLookingForMore(false);
    };
    const onMemberLeft = ({ callId: id, socketId, callEnded: over }: MemberLeftCall) => {
      if (!inThisCall(id)) return;
      showToast(memberLeftMessage(socketId), 'info');
      remove(socketId);
      setMembers((known) => known.filter((member) => member !== socketId));
      if (!over) return;
      leaveCall();
      setCallEnded(true);
      go('idle');
    };
    const onLookingForMore = (id: string) => {
      if (!inThisCall(id)) return;
      setLookingForMore(true);
      showToast(LOOKING_FOR_MORE, 'info');
    };
    // A reconnect is a new session on the server: the call is gone and the captcha is due again.
    const onDisconnect = () => {
      setCaptchaPassed(false);
      if (phaseRef.current !== 'idle') setMatchError(CONNECTION_LOST);
      leaveCall();
      go('idle');
    };

    socket.on('waitingForMatch', onWaiting);
    socket.on('matchFound', onMatchFound);
    socket.on('existingMembersInCall', onExistingMembers);
    socket.on('newMemberJoinedCall', onNewMember);
    socket.on('memberLeftCall', onMemberLeft);
    socket.on('callLookingForMore', onLookingForMore);
    socket.on('disconnect', onDisconnect);
    return () => {
      socket.off('waitingForMatch', onWaiting);
      socket.off('matchFound', onMatchFound);
      socket.off('existingMembersInCall', onExistingMembers);
      socket.off('newMemberJoinedCall', onNewMember);
      socket.off('memberLeftCall', onMemberLeft);
      socket.off('callLookingForMore', onLookingForMore);
      socket.off('disconnect', onDisconnect);
      // Leaving the page (or this connection) leaves the call or the queue.
      attempt.current += 1;
      if (callIdRef.current) socket.emit('video-call-ended', callIdRef.current, ignoreReply);
      else if (phaseRef.current === 'waiting') socket.emit('cancelVideoMatch', ignoreReply);
      leaveCall();
      go('idle');
    };
  }, [socket, showToast, start, offerTo, remove, leaveCall, go]);

  /** The socket when it is connected; otherwise says so (SPEC §8) and returns null. */
  const liveSocket = (): AppSocket | null => {
    if (socket?.connected) return socket;
    showToast(NO_CONNECTION, 'danger');
    return null;
  };

  /** A refused request or skip: back to the start with the server's reason. */
  const refused = (message: string) => {
    setMatchError(message);
    leaveCall();
    go('idle');
  };

  const answerRequest = (reply: Ack) => {
    if (reply.ok) return setCaptchaPassed(true);
    // The captcha payload was spent (or the session forgot it): it is solved anew.
    setCaptchaPassed(false);
    refused(reply.message);
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
    setMatchError(null);
    setCallEnded(false);
    setWidened(false);
    go('waiting');
    rtcConfig.current = await loadRtcConfig();
    if (mine !== attempt.current) return;
    const payload = captcha
      ? { groupPreferred, interests, captcha }
      : { groupPreferred, interests };
    live.emit('requestMatch', payload, answerRequest);
  };

  /** Leaves the queue ('Matching...' screen). */
  const cancel = () => {
    attempt.current += 1;
    socket?.emit('cancelVideoMatch', ignoreReply);
    go('idle');
  };

  const endCall = () => {
    const id = callIdRef.current;
    const live = liveSocket();
    if (live && id) live.emit('video-call-ended', id, ignoreReply);
    attempt.current += 1;
    leaveCall();
    go('idle');
  };

  /** Leaves the call and waits for the next match (the server requeues with the same wishes). */
  const skip = async () => {
    const live = liveSocket();
    const id = callIdRef.current;
    if (!live || !id) return;
    const mine = ++attempt.current;
    leaveCall();
    setWidened(false);
    go('waiting');
    rtcConfig.current = await loadRtcConfig();
    if (mine !== attempt.current) {
      live.emit('video-call-ended', id, ignoreReply);
      return;
    }
    live.emit('skip-video-call', id, (reply: Ack) => {
      if (!reply.ok) refused(reply.message);
    });
  };

  const addUser = () => {
    const live = liveSocket();
    const id = callIdRef.current;
    if (!live || !id) return;
    showToast(ADDING_USER, 'info');
    live.emit('requestAddUserToCall', id, (reply: Ack) => {
      if (!reply.ok) showToast(reply.message, 'danger');
    });
  };

  const report = (
    socketId: string,
    reason: string,
    category?: ReportCategory,
  ): Promise<Ack<{ message: string }>> =>
    new Promise((resolve) => {
      const id = callIdRef.current;
      if (!socket?.connected || !id) return resolve({ ok: false, message: NO_CONNECTION });
      socket.emit('reportVideoMember', { callId: id, socketId, reason, category }, resolve);
    });

  return {
    phase,
    widened,
    callId,
    members,
    sharedInterests,
    lookingForMore,
    messages: chat.messages,
    sendMessage: chat.send,
    matchError,
    callEnded,
    captchaPassed,
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
