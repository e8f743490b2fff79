import { useEffect, useState } from 'react';
import { useSocket } from '../../api/socket';

/** How long the connection may be down before the page says so: a blip is not news. */
export const OFFLINE_GRACE_MS = 2000;

/**
 * True once the browser has been offline, or the live connection down, for OFFLINE_GRACE_MS;
 * false again as soon as both are back. The browser's offline event counts on its own, since a
 * WebSocket can stay open for a while after the network went away.
 */
export function useOffline(): boolean {
  const socket = useSocket();
  const [offline, setOffline] = useState(false);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const evaluate = () => {
      const down = !navigator.onLine || (socket !== null && !socket.connected);
      clearTimeout(timer);
      if (!down) {
        setOffline(false);
        return;
      }
      timer = setTimeout(() => setOffline(true), OFFLINE_GRACE_MS);
    };
    evaluate();
    window.addEventListener('online', evaluate);
    window.addEventListener('offline', evaluate);
    socket?.on('connect', evaluate);
    socket?.on('disconnect', evaluate);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('online', evaluate);
      window.removeEventListener('offline', evaluate);
      socket?.off('connect', evaluate);
      socket?.off('disconnect', evaluate);
    };
  }, [socket]);

  return offline;
}
