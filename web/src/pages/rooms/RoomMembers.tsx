import { useEffect, useState } from 'react';
import { Dropdown } from 'react-bootstrap';
import { Link } from 'react-router';
import type { FriendEntry } from '@serendip/protocol';
import { api } from '../../api/http';
import { Avatar } from '../../components/Avatar';
import { PresenceBadge } from '../../components/FriendsList';

/** The room header's member list (online first), behind a "N members" button. */
export function RoomMembers({ roomId }: { roomId: string }) {
  const [members, setMembers] = useState<FriendEntry[] | null>(null);

  useEffect(() => {
    let active = true;
    api
      .get('/api/rooms/:id/members', { params: { id: roomId } })
      .then((list) => active && setMembers(list))
      // The header works without it: a failure is only logged.
      .catch((error: unknown) => console.error('Failed to load room members.', error));
    return () => {
      active = false;
    };
  }, [roomId]);

  if (!members) return null;
  const online = members.filter((member) => member.online).length;
  return (
    <Dropdown align="end" className="room-members flex-shrink-0">
      <Dropdown.Toggle variant="secondary" size="sm">
        {members.length === 1 ? '1 member' : `${members.length} members`}
        {online > 0 && <span className="ms-1 d-none d-sm-inline">· {online} online</span>}
      </Dropdown.Toggle>
      <Dropdown.Menu className="room-members-menu shadow">
        {members.map((member) => (
          <Dropdown.Item
            key={member._id}
            as={Link}
            to={`/profile/${encodeURIComponent(member._id)}`}
            className="d-flex align-items-center gap-2"
          >
            <Avatar profilePicture={member.profilePicture} size={28} decorative />
            <span className="flex-grow-1 text-truncate">{member.username}</span>
            <PresenceBadge online={member.online} />
          </Dropdown.Item>
        ))}
      </Dropdown.Menu>
    </Dropdown>
  );
}
