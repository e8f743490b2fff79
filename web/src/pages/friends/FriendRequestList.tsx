import { Button, ListGroup } from 'react-bootstrap';
import { Link } from 'react-router';
import type { UserSummary } from '@serendip/protocol';
import { useAccountTranslation } from '../../i18n/namespaces/account';
import { Avatar } from '../../components/Avatar';

interface FriendRequestListProps {
  requests: UserSummary[];
  /** Ids whose accept or reject is under way. */
  busy: ReadonlySet<string>;
  onAccept: (person: UserSummary) => void;
  onReject: (person: UserSummary) => void;
}

/** Pending requests, each with Accept and Reject. */
export function FriendRequestList({ requests, busy, onAccept, onReject }: FriendRequestListProps) {
  const { t } = useAccountTranslation();
  if (requests.length === 0) {
    return <p className="text-body-secondary mb-0">{t('friends.noRequests')}</p>;
  }
  return (
    <ListGroup as="ul" variant="flush">
      {requests.map((person) => {
        const nameId = `request-${person._id}`;
        const disabled = busy.has(person._id);
        return (
          <ListGroup.Item as="li" key={person._id} className="friend-row px-0">
            <Avatar
              profilePicture={person.profilePicture}
              username={person.username}
              size={44}
              decorative
            />
            <Link id={nameId} to={`/profile/${person._id}`} className="friend-name fw-semibold">
              {person.username}
            </Link>
            <div className="friend-actions">
              <Button
                size="sm"
                variant="primary"
                disabled={disabled}
                aria-describedby={nameId}
                onClick={() => onAccept(person)}
              >
                {t('friends.accept')}
              </Button>
              <Button
                size="sm"
                variant="outline-secondary"
                disabled={disabled}
                aria-describedby={nameId}
                onClick={() => onReject(person)}
              >
                {t('friends.reject')}
              </Button>
            </div>
          </ListGroup.Item>
        );
      })}
    </ListGroup>
  );
}
