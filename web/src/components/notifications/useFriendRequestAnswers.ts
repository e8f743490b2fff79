import { useCallback, useEffect, useRef, useState } from 'react';
import type { Notification, UserSummary } from '@serendip/protocol';
import {
  FRIEND_REQUESTS_KEY,
  acceptFriendRequest,
  fetchFriendRequests,
  rejectFriendRequest,
} from '../../api/friends';
import { ApiError } from '../../api/http';
import { queryClient, useApiMutation, useApiQuery } from '../../api/queries';
import { friendRequestFrom } from './notificationTarget';
import type { RequestAnswer } from './NotificationItem';

/**
 * Accept / Decline for friend request notifications: which requesters are still pending (the
 * pending requests, read only when the list holds a request, from the cache the friends page
 * shares), and the answer given here per requester.
 */
export function useFriendRequestAnswers(notifications: Notification[]) {
  const [answers, setAnswers] = useState<ReadonlyMap<string, RequestAnswer>>(new Map());
  const requesters = notifications
    .map(friendRequestFrom)
    .filter((id): id is string => id !== undefined);
  const requestKey = [...new Set(requesters)].sort().join(',');
  const query = useApiQuery({
    queryKey: FRIEND_REQUESTS_KEY,
    queryFn: ({ signal }) => fetchFriendRequests(signal),
    enabled: requestKey !== '',
  });
  const { refetch } = query;

  // A request that joins the list is asked about (the first one enables the read above).
  const seenKey = useRef(requestKey);
  useEffect(() => {
    const before = seenKey.current;
    seenKey.current = requestKey;
    if (before && requestKey && before !== requestKey)
      void queryClient.invalidateQueries({ queryKey: FRIEND_REQUESTS_KEY });
  }, [requestKey]);

  const refreshPending = useCallback(async () => {
    await refetch();
  }, [refetch]);

  const answered = (requesterId: string, result: RequestAnswer) => {
    setAnswers((map) => new Map(map).set(requesterId, result));
    queryClient.setQueryData<UserSummary[]>(FRIEND_REQUESTS_KEY, (list) =>
      list?.filter((sender) => sender._id !== requesterId),
    );
  };

  const { mutate } = useApiMutation({
    mutationFn: ({ requesterId, accept }: { requesterId: string; accept: boolean }) =>
      accept ? acceptFriendRequest(requesterId) : rejectFriendRequest(requesterId),
    onMutate: ({ requesterId }) => setAnswers((map) => new Map(map).set(requesterId, 'busy')),
    onSuccess: (_answer, { requesterId, accept }) =>
      answered(requesterId, accept ? 'accepted' : 'declined'),
    onError: (error, { requesterId }) => {
      // Answered already (elsewhere, or the request was withdrawn): nothing is pending any more.
      if (error instanceof ApiError && error.status === 404) {
        answered(requesterId, 'gone');
        return;
      }
      console.error('Failed to answer the friend request.', error);
      setAnswers((map) => {
        const next = new Map(map);
        next.delete(requesterId);
        return next;
      });
    },
  });

  const answer = useCallback(
    (requesterId: string, accept: boolean) => mutate({ requesterId, accept }),
    [mutate],
  );

  const pending = new Set((query.data ?? []).map((sender) => sender._id));
  /** The row's state: undefined = show the buttons; an answer = show what happened. */
  const stateOf = (requesterId: string): RequestAnswer | 'none' | undefined => {
    const given = answers.get(requesterId);
    if (given) return given;
    return pending.has(requesterId) ? undefined : 'none';
  };

  return { stateOf, answer, refreshPending };
}
