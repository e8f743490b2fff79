import { useEffect } from 'react';
import { getToken } from '../api/http';
import { connectSocket, disconnectSocket } from '../api/socket';
import { useAuth } from './AuthContext';

/**
 * Opens the live connection once the stored token has been checked, and reconnects with the
 * new token whenever the signed-in user changes (SPEC §4 Live connection).
 */
export function LiveConnection() {
  const { user, loading } = useAuth();
  const userId = user?._id;

  useEffect(() => {
    if (loading) return;
    const socket = connectSocket(userId ? getToken() : null);
    return () => disconnectSocket(socket);
  }, [userId, loading]);

  return null;
}
