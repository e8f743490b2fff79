import type { RoomView } from '@serendip/protocol';
import { Alert, Badge, Card, Col, Row } from 'react-bootstrap';
import { LinkButton } from '../../components/LinkButton';
import { PageSpinner } from '../../components/PageSpinner';
import type { RoomListState } from './useRoomLists';
import './rooms.css';
import { useSocialTranslation } from '../../i18n/namespaces/social';

/**
 * A room card: name, description, participant count and 'Join Room'; a room
 * you belong to says 'Open' and shows its unread count.
 */
export function RoomCard({ room, member = false }: { room: RoomView; member?: boolean }) {
  const { t } = useSocialTranslation();
  const unread = room.unreadCount ?? 0;
  const count = room.participantCount ?? room.participants.length;
  return (
    <Card as="article" className="room-card h-100 border-0 shadow-sm">
      <Card.Body className="d-flex flex-column">
        <div className="d-flex align-items-start justify-content-between gap-2 mb-1">
          <h3 className="h6 fw-bold text-break mb-0">{room.name}</h3>
          {unread > 0 && (
            <Badge bg="danger" pill data-testid="room-unread-count">
              {unread > 99 ? '99+' : unread}
              <span className="visually-hidden"> {t('rooms.unread')}</span>
            </Badge>
          )}
        </div>
        <p
          className={`small text-break flex-grow-1 ${room.description ? '' : 'text-body-secondary'}`}
        >
          {room.description || t('rooms.noDescription')}
        </p>
        <div className="d-flex align-items-center justify-content-between gap-2">
          <span className="small text-body-secondary">{t('rooms.participants', { count })}</span>
          <LinkButton to={`/room/${encodeURIComponent(room._id)}`} size="sm">
            {member ? t('rooms.open') : t('rooms.join')}
          </LinkButton>
        </div>
      </Card.Body>
    </Card>
  );
}

interface RoomListProps extends RoomListState {
  emptyText: string;
  /** Ids of the rooms the viewer belongs to. */
  memberOf?: ReadonlySet<string>;
}

/** A grid of room cards with its loading, error and empty states. */
export function RoomList({ rooms, loading, error, emptyText, memberOf }: RoomListProps) {
  const { t } = useSocialTranslation();
  if (loading && rooms.length === 0) return <PageSpinner label={t('rooms.loading')} />;
  if (error) return <Alert variant="danger">{error}</Alert>;
  if (rooms.length === 0) return <p className="text-body-secondary">{emptyText}</p>;
  return (
    <Row
      xs={1}
      sm={2}
      lg={3}
      className="g-3 list-unstyled room-grid"
      as="ul"
      role="list"
      aria-busy={loading}
    >
      {rooms.map((room) => (
        <Col as="li" key={room._id}>
          <RoomCard room={room} member={memberOf?.has(room._id)} />
        </Col>
      ))}
    </Row>
  );
}
