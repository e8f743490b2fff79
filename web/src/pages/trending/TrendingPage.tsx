import { Container } from 'react-bootstrap';
import { usePageTitle } from '../../session/usePageTitle';
import { LinkButton } from '../../components/LinkButton';
import { RoomList } from '../rooms/RoomList';
import { useTrendingRooms } from '../rooms/useRoomLists';

/** /trending: the Trending Rooms list of /rooms, kept live. */
export function TrendingPage() {
  usePageTitle('Trending');
  const trending = useTrendingRooms();
  return (
    <Container className="py-4">
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <h1 className="h2 fw-bold mb-0">Trending Rooms</h1>
        <LinkButton to="/rooms" variant="outline-primary">
          All Rooms
        </LinkButton>
      </div>
      <RoomList {...trending} emptyText="No trending rooms found." />
    </Container>
  );
}
