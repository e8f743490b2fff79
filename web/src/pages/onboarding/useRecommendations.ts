import { useState } from 'react';
import type { UserSummary } from '@serendip/protocol';
import { api } from '../../api/http';
import { useApiQuery } from '../../api/queries';

/** A recommended user, with the state of the friend request sent from onboarding. */
export interface Recommendation extends UserSummary {
  status: 'initial' | 'sent' | 'error';
}

async function readRecommendations(signal: AbortSignal): Promise<UserSummary[]> {
  try {
    return await api.get('/api/users/recommendations', { signal });
  } catch (error) {
    if (!signal.aborted) console.error('Failed to load recommendations.', error);
    throw error;
  }
}

/** People to add as friends; a failed fetch is only logged. */
export function useRecommendations() {
  const read = useApiQuery({
    queryKey: ['users', 'recommendations'],
    queryFn: ({ signal }) => readRecommendations(signal),
  });
  // Kept apart from the list, so a list read again keeps what was sent.
  const [statuses, setStatuses] = useState<Record<string, Recommendation['status']>>({});
  const recommendations: Recommendation[] = (read.data ?? []).map((user) => ({
    ...user,
    status: statuses[user._id] ?? 'initial',
  }));

  const setStatus = (userId: string, status: Recommendation['status']) =>
    setStatuses((current) => ({ ...current, [userId]: status }));

  const sendRequest = async (userId: string) => {
    try {
      await api.post('/api/friends/request/:id', { params: { id: userId } });
      setStatus(userId, 'sent');
    } catch (error) {
      console.error('Failed to send friend request.', error);
      setStatus(userId, 'error');
    }
  };

  return { recommendations, loading: read.isPending, sendRequest };
}
