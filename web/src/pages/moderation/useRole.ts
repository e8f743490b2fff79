import { useEffect, useState } from 'react';
import type { Role } from '@serendip/protocol';
import { useAuth } from '../../session/AuthContext';
import { moderationApi } from './moderationApi';

/** The signed-in user's role ('user' until known, or when signed out). */
export function useRole(): Role {
  const { user } = useAuth();
  const [role, setRole] = useState<Role>('user');
  const userId = user?._id;
  useEffect(() => {
    if (!userId) return;
    let live = true;
    moderationApi.role().then(
      (answer) => live && setRole(answer.role),
      () => live && setRole('user'),
    );
    return () => {
      live = false;
    };
  }, [userId]);
  return userId ? role : 'user';
}
