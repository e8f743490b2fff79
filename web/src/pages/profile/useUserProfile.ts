import { useCallback, useEffect, useState } from 'react';
import type { UserProfile } from '@serendip/protocol';
import { ApiError, errorMessage } from '../../api/http';
import { accountText } from '../../i18n/namespaces/account';
import { fetchUserProfile } from './profileApi';

function profileError(failure: unknown): string {
  if (failure instanceof ApiError && failure.status === 404) return accountText('profile.notFound');
  return errorMessage(failure, accountText('profile.fetchFailed'));
}

/** Another user's profile with how it relates to the viewer; reload() after an unblock. */
export function useUserProfile(userId: string) {
  const [profile, setProfile] = useState<UserProfile | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    let active = true;
    fetchUserProfile(userId)
      .then((loaded) => {
        if (active) setProfile(loaded);
      })
      .catch((failure: unknown) => {
        if (active) setError(profileError(failure));
      })
      .finally(() => {
        if (active) setLoading(false);
      });
    return () => {
      active = false;
    };
  }, [userId, version]);

  const updateProfile = useCallback((fields: Partial<UserProfile>) => {
    setProfile((current) => (current ? { ...current, ...fields } : current));
  }, []);
  const reload = useCallback(() => setVersion((count) => count + 1), []);

  return { profile, error, loading, updateProfile, reload };
}
