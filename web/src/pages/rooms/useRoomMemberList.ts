import { useEffect } from 'react';
import { skipToken } from '@tanstack/react-query';
import type { FriendEntry } from '@serendip/protocol';
import { fetchRoomMembers } from '../../api/rooms';
import { queryClient, useApiQuery } from '../../api/queries';

/** Live changes arriving together cost one refetch of the list. */
const REFETCH_DELAY_MS = 300;

const membersKey = (roomId: string) => ['room', roomId, 'members'];

async function readMembers(roomId: string, signal: AbortSignal): Promise<FriendEntry[]> {
  try {
    return await fetchRoomMembers(roomId, signal);
  } catch (error) {
    // The header works without it: a failure is only logged.
    if (!signal.aborted) console.error('Failed to load room members.', error);
    throw error;
  }
}

/**
 * A room's members (online first), fetched on open and again after live changes (`changes`
 * rises with each join, leave or presence event). Null until the first answer; nothing is
 * fetched without a room id (while the room loads).
 */
export function useRoomMemberList(roomId: string, changes: number): FriendEntry[] | null {
  const query = useApiQuery({
    queryKey: membersKey(roomId),
    queryFn: roomId ? ({ signal }) => readMembers(roomId, signal) : skipToken,
  });
  useEffect(() => {
    if (!roomId || changes === 0) return;
    const timer = setTimeout(
      () => void queryClient.invalidateQueries({ queryKey: membersKey(roomId) }),
      changes > 1 ? REFETCH_DELAY_MS : 0,
    );
    return () => clearTimeout(timer);
  }, [roomId, changes]);
  return query.data ?? null;
}
