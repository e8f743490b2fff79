import { useCallback, useEffect, useRef, useState } from 'react';
import type { ChatTerminated, ModerationNotice } from '@serendip/protocol';
import type { AppSocket } from '../../api/socket';

/** A notice from the safety checks, as shown above a chat's composer. */
export type ShownNotice =
  (ModerationNotice & { id: number }) | { id: number; kind: 'terminated'; message: string };

/** The newest few notices stay; older ones scroll out. */
const KEPT = 3;
let nextId = 1;

/**
 * The server's moderationNotice and chatTerminated events for this socket (protocol/moderation):
 * warnings and support resources for the sender, and why a chat was ended. `onTerminated`
 * lets the page leave the chat or call the server already ended.
 */
export function useModerationNotices(
  socket: AppSocket | null,
  onTerminated?: (payload: ChatTerminated) => void,
) {
  const [notices, setNotices] = useState<ShownNotice[]>([]);
  // The latest callback, without re-subscribing on every render.
  const terminated = useRef(onTerminated);
  useEffect(() => {
    terminated.current = onTerminated;
  }, [onTerminated]);
  // The same words again (a second blocked message) move the notice down rather than repeat it.
  const add = useCallback(
    (notice: ShownNotice) =>
      setNotices((list) =>
        [
          ...list.filter((shown) => shown.kind !== notice.kind || shown.message !== notice.message),
          notice,
        ].slice(-KEPT),
      ),
    [],
  );

  useEffect(() => {
    if (!socket) return;
    const onNotice = (notice: ModerationNotice) => add({ ...notice, id: nextId++ });
    // The chat's end says why: a warning of the same words (sent just before) gives way to it.
    const onChatTerminated = (payload: ChatTerminated) => {
      setNotices((list) =>
        [
          ...list.filter(
            (notice) => notice.kind !== 'warning' || notice.message !== payload.reason,
          ),
          { id: nextId++, kind: 'terminated' as const, message: payload.reason },
        ].slice(-KEPT),
      );
      terminated.current?.(payload);
    };
    socket.on('moderationNotice', onNotice);
    socket.on('chatTerminated', onChatTerminated);
    return () => {
      socket.off('moderationNotice', onNotice);
      socket.off('chatTerminated', onChatTerminated);
    };
  }, [socket, add]);

  const dismiss = (id: number) => setNotices((list) => list.filter((notice) => notice.id !== id));
  return { notices, dismiss };
}
