import { useEffect, useState } from 'react';
import type { UserSummary } from '@serendip/protocol';
import { api } from '../../api/http';

/** A recommended user, with the state of the friend request sent from onboarding. */
export interface Recommendation extends UserSummary {
  status: 'initial' | 'sent' | 'error';
}

/** People to add as friends; a failed fetch is only logged. */
export function useRecommendations() {
  const [recommendations, setRecommendations] = useState<Recommendation[]>([]);
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    let active = true;
    api
      .get('/api/users/recommendations')
      .then((users) => {
        if (active) setRecommendations(users.map((user) => ({ ...user, status: 'initial' })));
      })
      .catch((error: unknown) => console.error('Failed to load recommendations.', error))
      .finally(() => {
        if (active) setLoading(false);
      });
    return () => {
      active = false;
    };
  }, []);

  const setStatus = (userId: string, status: Recommendation['status']) =>
    setRecommendations((list) =>
      list.map((user) => (user._id === userId ? { ...user, status } : user)),
    );

  const sendRequest = async (userId: string) => {
    try {
      await api.post('/api/friends/request/:id', { params: { id: userId } });
      setStatus(userId, 'sent');
    } catch (error) {
      console.error('Failed to send friend request.', error);
      setStatus(userId, 'error');
    }
  };

  return { recommendations, loading, sendRequest };
}
