import { useEffect, useState } from 'react';
import { getToken } from '../../api/http';
import type { AppSocket } from '../../api/socket';

/**
 * A visitor who signed up or logged in mid-chat keeps the chat on the visitor's connection
 * (connectionHold.ts). That connection is lent the new sign-in once (adoptSession) so the person
 * can reveal their profile and send a friend request in this chat. True once the server took it,
 * for as long as the sign-in still waits for the held connection.
 */
export function useAdoptedSignIn(socket: AppSocket | null, upgradeWaiting: boolean): boolean {
  const [adopted, setAdopted] = useState(false);
  useEffect(() => {
    const token = getToken();
    if (!socket || !upgradeWaiting || !token) return;
    let current = true;
    socket.emit('adoptSession', { token }, (reply) => {
      if (current) setAdopted(reply.ok);
    });
    return () => {
      current = false;
    };
  }, [socket, upgradeWaiting]);
  return upgradeWaiting && adopted;
}
