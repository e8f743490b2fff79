import { useEffect, useState } from 'react';
import { api, getToken } from '../api/http';
import { connectSocket, disconnectSocket, loadSocketClient, type AppSocket } from '../api/socket';
import { useAuth } from './AuthContext';
import { setUpgradeWaiting, useConnectionHeld } from './connectionHold';

/**
 * Opens the live connection once the stored token has been checked, and reconnects with the
 * new token whenever the signed-in user changes.
 */
export function LiveConnection() {
  const { user, loading } = useAuth();
  const held = useConnectionHeld();
  // Whom the open connection is for. A visitor who signs up mid-chat keeps the visitor's
  // connection while a page holds it (connectionHold.ts); any other change reconnects at once.
  const [userId, setUserId] = useState(user?._id);
  const wanted = user?._id;
  const waiting = held && !loading && userId === undefined && wanted !== undefined;
  if (!waiting && userId !== wanted) setUserId(wanted);
  useEffect(() => setUpgradeWaiting(waiting), [waiting]);

  useEffect(() => {
    if (loading) return;
    let socket: AppSocket | null = null;
    let cancelled = false;
    void loadSocketClient().then(() => {
      if (cancelled) return;
      const opened = connectSocket(userId ? getToken() : null);
      socket = opened;
      // The server cuts a signed-in socket when its session is revoked (logout elsewhere, password
      // reset). Asking for the profile then logs this tab out (a 401 drops the token); if the
      // session is still good, the connection is opened again.
      opened.on('disconnect', (reason) => {
        if (reason !== 'io server disconnect' || !userId) return;
        api.get('/api/users/profile').then(
          () => opened.connect(),
          () => {},
        );
      });
    });
    return () => {
      cancelled = true;
      if (socket) disconnectSocket(socket);
    };
  }, [userId, loading]);

  return null;
}
