import { useCallback, useEffect, useRef, useState } from 'react';
import type { Ack, VideoServerEvents } from '@serendip/protocol';
import type { AppSocket } from '../../api/socket';
import { useToast } from '../../components/Toasts';
import { connectionFailedMessage } from './callTexts';
import { PeerMesh } from './peerMesh';

type Signal<E extends 'webrtc-offer' | 'webrtc-answer' | 'webrtc-ice-candidate'> = Parameters<
  VideoServerEvents[E]
>[0];

/** A refused relay (the member left meanwhile) needs no toast: memberLeftCall follows. */
function logRefusal(reply: Ack): void {
  if (!reply.ok) console.warn(`Signalling refused: ${reply.message}`);
}

/** RTCIceCandidateInit as the protocol carries it (the candidate string is required). */
function candidateForWire(candidate: RTCIceCandidateInit) {
  return {
    candidate: candidate.candidate ?? '',
    sdpMid: candidate.sdpMid ?? null,
    sdpMLineIndex: candidate.sdpMLineIndex ?? null,
    usernameFragment: candidate.usernameFragment ?? null,
  };
}

/**
 * The WebRTC side of one call at a time: a PeerMesh per call, wired to the socket's signalling
 * events of that call only, with the remote streams and connection states as React state.
 */
export function usePeerMesh(socket: AppSocket | null, localStream: MediaStream | null) {
  const { showToast } = useToast();
  const meshRef = useRef<PeerMesh | null>(null);
  const callIdRef = useRef<string | null>(null);
  const localStreamRef = useRef(localStream);
  const [remoteStreams, setRemoteStreams] = useState<Record<string, MediaStream>>({});
  const [connectionStates, setConnectionStates] = useState<Record<string, RTCPeerConnectionState>>(
    {},
  );

  useEffect(() => {
    localStreamRef.current = localStream;
    meshRef.current?.setLocalStream(localStream);
  }, [localStream]);

  /** Closes every connection of the current call. */
  const stop = useCallback(() => {
    meshRef.current?.close();
    meshRef.current = null;
    callIdRef.current = null;
    setRemoteStreams({});
    setConnectionStates({});
  }, []);

  /** Starts the mesh of a new call (closing any earlier one). */
  const start = useCallback(
    (callId: string, config: RTCConfiguration) => {
      stop();
      if (!socket) return;
      const mesh = new PeerMesh(
        config,
        localStreamRef.current,
        {
          offer: (toSocketId, offer) =>
            socket.emit('webrtc-offer', { offer, toSocketId, callId }, logRefusal),
          answer: (toSocketId, answer) =>
            socket.emit('webrtc-answer', { answer, toSocketId, callId }, logRefusal),
          candidate: (toSocketId, candidate) =>
            socket.emit(
              'webrtc-ice-candidate',
              { candidate: candidateForWire(candidate), toSocketId, callId },
              logRefusal,
            ),
        },
        {
          onRemoteStream: (socketId, stream) =>
            setRemoteStreams((streams) => ({ ...streams, [socketId]: stream })),
          onConnectionState: (socketId, state) => {
            setConnectionStates((states) => ({ ...states, [socketId]: state }));
            // 'failed' comes only once the ICE restarts gave up: a recovered outage shows no toast.
            if (state === 'failed') showToast(connectionFailedMessage(socketId), 'danger');
          },
        },
      );
      meshRef.current = mesh;
      callIdRef.current = callId;
    },
    [socket, stop, showToast],
  );

  /** Offers to a member unless a connection with them exists already. */
  const offerTo = useCallback((socketId: string) => {
    const mesh = meshRef.current;
    if (mesh && !mesh.has(socketId)) void mesh.offerTo(socketId);
  }, []);

  /** Closes the connection with a member who left. */
  const remove = useCallback((socketId: string) => {
    meshRef.current?.remove(socketId);
    const without = <T>(record: Record<string, T>) => {
      const { [socketId]: _removed, ...rest } = record;
      return rest;
    };
    setRemoteStreams(without);
    setConnectionStates(without);
  }, []);

  /** Sends a new camera or microphone track on every connection, without renegotiation. */
  const replaceTrack = useCallback(
    (track: MediaStreamTrack) => meshRef.current?.replaceTrack(track) ?? Promise.resolve(),
    [],
  );

  useEffect(() => {
    if (!socket) return;
    const meshOf = (callId: string) => (callId === callIdRef.current ? meshRef.current : null);
    const onOffer = ({ offer, fromSocketId, callId }: Signal<'webrtc-offer'>) =>
      void meshOf(callId)?.acceptOffer(fromSocketId, offer);
    const onAnswer = ({ answer, fromSocketId, callId }: Signal<'webrtc-answer'>) =>
      void meshOf(callId)?.acceptAnswer(fromSocketId, answer);
    const onCandidate = ({ candidate, fromSocketId, callId }: Signal<'webrtc-ice-candidate'>) =>
      void meshOf(callId)?.addCandidate(fromSocketId, candidate);
    socket.on('webrtc-offer', onOffer);
    socket.on('webrtc-answer', onAnswer);
    socket.on('webrtc-ice-candidate', onCandidate);
    return () => {
      socket.off('webrtc-offer', onOffer);
      socket.off('webrtc-answer', onAnswer);
      socket.off('webrtc-ice-candidate', onCandidate);
      stop();
    };
  }, [socket, stop]);

  return { remoteStreams, connectionStates, start, stop, offerTo, remove, replaceTrack };
}
