import { Container } from 'react-bootstrap';
import { usePageTitle } from '../../session/usePageTitle';
import { LinkButton } from '../../components/LinkButton';
import { RoomList } from '../rooms/RoomList';
import { useAuth } from '../../session/AuthContext';
import { useMyRooms, useTrendingRooms } from '../rooms/useRoomLists';
import { useSocialTranslation } from '../../i18n/namespaces/social';

/** /trending: the same Trending Rooms list as /rooms (one's own rooms marked, not left out), kept live. */
export function TrendingPage() {
  const { t } = useSocialTranslation();
  usePageTitle(t('rooms.trendingTitle'));
  const { user } = useAuth();
  const trending = useTrendingRooms();
  const mine = useMyRooms(Boolean(user));
  const memberOf = new Set(mine.rooms.map((room) => room._id));
  return (
    <Container className="py-4">
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <h1 className="h2 fw-bold mb-0">{t('rooms.trending')}</h1>
        <LinkButton to="/rooms" variant="outline-primary">
          {t('rooms.allRooms')}
        </LinkButton>
      </div>
      <RoomList {...trending} memberOf={memberOf} emptyText={t('rooms.noneTrending')} />
    </Container>
  );
}
