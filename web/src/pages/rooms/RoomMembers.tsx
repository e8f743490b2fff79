import { Dropdown } from 'react-bootstrap';
import { Link } from 'react-router';
import type { FriendEntry } from '@serendip/protocol';
import { Avatar } from '../../components/Avatar';
import { PresenceBadge } from '../../components/FriendsList';
import type { RoomCounts } from './useRoomLife';
import '../../components/seenRooms/seenRooms.css';
import { useSocialTranslation } from '../../i18n/namespaces/social';

interface RoomMembersProps {
  /** The member list (useRoomMemberList), null until loaded. */
  members: FriendEntry[] | null;
  /** Live counts (from the join's answer and live events); the list's own until known. */
  counts?: RoomCounts | null;
}

/** The room header's member list (online first), behind a live "N members · M online" button. */
export function RoomMembers({ members, counts }: RoomMembersProps) {
  const { t } = useSocialTranslation();
  if (!members && !counts) return null;
  const list = members ?? [];
  const total = counts?.participantCount ?? list.length;
  const online = counts?.onlineCount ?? list.filter((member) => member.online).length;
  return (
    <Dropdown align="end" className="room-members flex-shrink-0">
      <Dropdown.Toggle variant="secondary" size="sm" data-testid="room-counts">
        {t('room.members', { count: total })}
        {online > 0 && (
          <span className="room-counts-online">{t('room.online', { count: online })}</span>
        )}
      </Dropdown.Toggle>
      <Dropdown.Menu className="room-members-menu shadow">
        {list.map((member) => (
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
