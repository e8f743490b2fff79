import { useEffect, useRef } from 'react';
import type { AppSocket } from '../../api/socket';
import type { MediaState } from './videoCallState';

const ignoreReply = () => {};

/**
 * Tells the call's members when one's microphone or camera goes off or on (the tracks are
 * disabled locally; this is what the others' tiles show). A member who joins later hears it
 * too, since the state is sent again whenever the member list changes while something is off.
 */
export function useSendMediaState(
  socket: AppSocket | null,
  callId: string | null,
  members: string[],
  media: MediaState,
): void {
  const told = useRef<{ callId: string; audio: boolean; video: boolean } | null>(null);
  const membersKey = members.join(',');
  const { audio, video } = media;

  useEffect(() => {
    if (!socket?.connected || !callId) return;
    const last = told.current?.callId === callId ? told.current : null;
    const changed = last ? last.audio !== audio || last.video !== video : !(audio && video);
    const offForNewcomers = !(audio && video) && membersKey !== '';
    if (!changed && !offForNewcomers) return;
    told.current = { callId, audio, video };
    socket.emit('callMediaState', { callId, audio, video }, ignoreReply);
  }, [socket, callId, membersKey, audio, video]);
}
