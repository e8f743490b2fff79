import { useEffect } from 'react';
import { api, getToken } from '../api/http';
import { connectSocket, disconnectSocket, loadSocketClient, type AppSocket } from '../api/socket';
import { useAuth } from './AuthContext';

/**
 * Opens the live connection once the stored token has been checked, and reconnects with the
 * new token whenever the signed-in user changes.
 */
export function LiveConnection() {
  const { user, loading } = useAuth();
  const userId = user?._id;

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
