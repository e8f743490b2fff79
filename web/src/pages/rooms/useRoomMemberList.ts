import { useEffect, useState } from 'react';
import type { FriendEntry } from '@serendip/protocol';
import { fetchRoomMembers } from '../../api/rooms';

/** Live changes arriving together cost one refetch of the list. */
const REFETCH_DELAY_MS = 300;

/**
 * A room's members (online first), fetched on open and again after live changes (`changes`
 * rises with each join, leave or presence event). Null until the first answer; nothing is
 * fetched without a room id (while the room loads).
 */
export function useRoomMemberList(roomId: string, changes: number): FriendEntry[] | null {
  const [members, setMembers] = useState<FriendEntry[] | null>(null);
  useEffect(() => {
    if (!roomId) return;
    let active = true;
    const timer = setTimeout(
      () =>
        fetchRoomMembers(roomId)
          .then((list) => active && setMembers(list))
          // The header works without it: a failure is only logged.
          .catch((error: unknown) => console.error('Failed to load room members.', error)),
      changes > 1 ? REFETCH_DELAY_MS : 0,
    );
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [roomId, changes]);
  return members;
}
