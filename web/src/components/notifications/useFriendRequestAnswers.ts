import { useCallback, useEffect, useRef, useState } from 'react';
import type { Notification } from '@serendip/protocol';
import { acceptFriendRequest, fetchFriendRequests, rejectFriendRequest } from '../../api/friends';
import { ApiError } from '../../api/http';
import { friendRequestFrom } from './notificationTarget';
import type { RequestAnswer } from './NotificationItem';

/**
 * Accept / Decline for friend request notifications: which requesters are still pending (asked
 * of the server only when the list holds a request), and the answer given here per requester.
 */
export function useFriendRequestAnswers(notifications: Notification[]) {
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());
  const [answers, setAnswers] = useState<ReadonlyMap<string, RequestAnswer>>(new Map());
  const alive = useRef(true);
  const requesters = notifications
    .map(friendRequestFrom)
    .filter((id): id is string => id !== undefined);
  const requestKey = [...new Set(requesters)].sort().join(',');

  const refreshPending = useCallback(async () => {
    try {
      const senders = await fetchFriendRequests();
      if (alive.current) setPending(new Set(senders.map((sender) => sender._id)));
    } catch (error) {
      console.error('Failed to load friend requests.', error);
    }
  }, []);

  useEffect(() => {
    alive.current = true;
    if (requestKey) void refreshPending();
    return () => {
      alive.current = false;
    };
  }, [requestKey, refreshPending]);

  const answer = useCallback(async (requesterId: string, accept: boolean) => {
    setAnswers((map) => new Map(map).set(requesterId, 'busy'));
    let result: RequestAnswer;
    try {
      await (accept ? acceptFriendRequest(requesterId) : rejectFriendRequest(requesterId));
      result = accept ? 'accepted' : 'declined';
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 404)) {
        console.error('Failed to answer the friend request.', error);
        setAnswers((map) => {
          const next = new Map(map);
          next.delete(requesterId);
          return next;
        });
        return;
      }
      result = 'gone';
    }
    if (!alive.current) return;
    setAnswers((map) => new Map(map).set(requesterId, result));
    setPending((set) => new Set([...set].filter((id) => id !== requesterId)));
  }, []);

  /** The row's state: undefined = show the buttons; an answer = show what happened. */
  const stateOf = (requesterId: string): RequestAnswer | 'none' | undefined => {
    const given = answers.get(requesterId);
    if (given) return given;
    return pending.has(requesterId) ? undefined : 'none';
  };

  return { stateOf, answer, refreshPending };
}
