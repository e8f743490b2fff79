import type { RoomView } from '@serendip/protocol';
import type { Membership, RoomRow } from './queries';

/** A room in its wire shape (participants = member ids, the first 200) plus the count. */
export function presentRoom(row: RoomRow, membership: Membership | undefined): RoomView {
  return {
    _id: row.id,
    name: row.name,
    ...(row.description ? { description: row.description } : {}),
    participants: membership?.ids ?? [],
    participantCount: membership?.count ?? 0,
    createdAt: row.createdAt.toISOString(),
    lastActivityAt: row.lastActivityAt.toISOString(),
  };
}
