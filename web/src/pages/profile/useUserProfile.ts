import { useCallback } from 'react';
import type { UserProfile } from '@serendip/protocol';
import { ApiError, errorMessage } from '../../api/http';
import { accountText } from '../../i18n/namespaces/account';
import { loadError, queryClient, useApiQuery } from '../../api/queries';
import { fetchUserProfile } from './profileApi';

function profileError(failure: unknown): string {
  if (failure instanceof ApiError && failure.status === 404) return accountText('profile.notFound');
  return errorMessage(failure, accountText('profile.fetchFailed'));
}

const userProfileKey = (userId: string) => ['users', userId, 'profile'] as const;

/** Another user's profile with how it relates to the viewer; reload() after an unblock. */
export function useUserProfile(userId: string) {
  const query = useApiQuery({
    queryKey: userProfileKey(userId),
    queryFn: ({ signal }) => fetchUserProfile(userId, signal),
  });

  const updateProfile = useCallback(
    (fields: Partial<UserProfile>) =>
      queryClient.setQueryData<UserProfile>(userProfileKey(userId), (current) =>
        current ? { ...current, ...fields } : current,
      ),
    [userId],
  );
  const { refetch } = query;
  const reload = useCallback(() => void refetch(), [refetch]);

  return {
    profile: query.data ?? null,
    error: loadError(query, profileError),
    loading: query.isPending,
    updateProfile,
    reload,
  };
}
