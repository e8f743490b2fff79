import { useId } from 'react';
import { Badge, Card, ListGroup, Spinner } from 'react-bootstrap';
import { Link } from 'react-router';
import type { FriendEntry } from '@serendip/protocol';
import { useFriendsPresence } from '../api/presence';
import { usePeopleTranslation } from '../i18n/namespaces/people';
import { useOffline } from '../session/connection/useOffline';
import { Avatar } from './Avatar';

/** The empty state of a friends list, with the way to find some. */
export function NoFriendsYet({ className }: { className: string }) {
  const { t } = usePeopleTranslation();
  return (
    <p className={className}>
      {t('friendsList.none')} <Link to="/search">{t('friendsList.searchUsers')}</Link>
    </p>
  );
}

/**
 * The Online/Offline badge of a friend (the feed's side column, Friends). While this device is
 * offline nobody's presence is known, so it says 'Unknown' rather than a stale 'Online'.
 */
export function PresenceBadge({ online }: { online: boolean }) {
  const { t } = usePeopleTranslation();
  const offline = useOffline();
  if (offline) {
    return (
      <Badge bg="light" text="dark" pill className="presence-badge border">
        {t('presence.unknown')}
      </Badge>
    );
  }
  return (
    <Badge bg={online ? 'success' : 'secondary'} pill className="presence-badge">
      {online ? t('presence.online') : t('presence.offline')}
    </Badge>
  );
}

interface FriendsListProps {
  /** Shows at most this many friends (online ones first) with a link to all of them. */
  limit?: number;
}

function onlineFirst(friends: FriendEntry[]): FriendEntry[] {
  return [...friends].sort(
    (a, b) => Number(b.online) - Number(a.online) || a.username.localeCompare(b.username),
  );
}

function FriendsListBody({ limit }: FriendsListProps) {
  const { t } = usePeopleTranslation();
  const { friends, loading, error } = useFriendsPresence(t('friendsList.loadFailed'));
  const offline = useOffline();
  if (loading) {
    return (
      <div className="text-center py-3" role="status">
        <Spinner animation="border" size="sm" aria-hidden="true" />
        <span className="visually-hidden">{t('friendsList.loading')}</span>
      </div>
    );
  }
  if (error) return <p className="text-danger small mb-0">{error}</p>;
  if (friends.length === 0) return <NoFriendsYet className="text-body-secondary small mb-0" />;
  const sorted = onlineFirst(friends);
  const shown = limit === undefined ? sorted : sorted.slice(0, limit);
  const anyOnline = friends.some((friend) => friend.online);
  return (
    <>
      {!anyOnline && !offline && (
        <p className="text-body-secondary small mb-2">{t('friendsList.noneOnline')}</p>
      )}
      <ListGroup as="ul" variant="flush">
        {shown.map((friend) => (
          <ListGroup.Item as="li" key={friend._id} className="d-flex align-items-center gap-2 px-0">
            <Avatar
              profilePicture={friend.profilePicture}
              username={friend.username}
              size={32}
              decorative
            />
            <Link
              to={`/profile/${friend._id}`}
              title={friend.username}
              className="fw-semibold text-truncate me-auto"
            >
              {friend.username}
            </Link>
            <PresenceBadge online={friend.online} />
          </ListGroup.Item>
        ))}
      </ListGroup>
      {shown.length < friends.length && (
        <Link to="/friends" className="d-inline-block small fw-semibold mt-2">
          {t('friendsList.seeAll', { count: friends.length })}
        </Link>
      )}
    </>
  );
}

/** Compact friends list with live Online/Offline badges, for the feed's side column. */
export function FriendsList({ limit }: FriendsListProps) {
  const { t } = usePeopleTranslation();
  const headingId = useId();
  return (
    <Card as="section" aria-labelledby={headingId} className="border-0 shadow-sm">
      <Card.Body>
        <h2 id={headingId} className="h6 fw-bold mb-3">
          {t('friendsList.heading')}
        </h2>
        <FriendsListBody limit={limit} />
      </Card.Body>
    </Card>
  );
}
