import { useState } from 'react';
import { Button, Container, Form, InputGroup } from 'react-bootstrap';
import { useNavigate } from 'react-router';
import type { RoomView } from '@serendip/protocol';
import { useAuth } from '../../session/AuthContext';
import { usePageTitle } from '../../session/usePageTitle';
import { Icon } from '../../components/Icon';
import { LinkButton } from '../../components/LinkButton';
import { CreateRoomModal } from './CreateRoomModal';
import { RoomList } from './RoomList';
import { useMyRooms, useTrendingRooms } from './useRoomLists';
import { useLiveRoomUnread } from './useLiveRoomUnread';
import './rooms.css';
import { useSocialTranslation } from '../../i18n/namespaces/social';

/** Rooms list: create, your rooms (logged in), trending rooms and search. */
export function RoomsPage() {
  const { t } = useSocialTranslation();
  usePageTitle(t('rooms.title'));
  const { user } = useAuth();
  const [query, setQuery] = useState('');
  const [creatingRoom, setCreatingRoom] = useState(false);
  const trending = useTrendingRooms(query);
  const mine = useMyRooms(Boolean(user));
  const liveMine = useLiveRoomUnread(mine, user?._id);

  const navigate = useNavigate();
  const searching = query.trim() !== '';
  // Trending is the server's one list, the same as /trending shows; rooms one belongs to are
  // marked there, not left out, so the two pages never disagree.
  const memberOf = new Set(mine.rooms.map((room) => room._id));

  const onCreated = (room: RoomView) => {
    trending.add(room);
    mine.add(room);
    navigate(`/room/${encodeURIComponent(room._id)}`);
  };

  return (
    <Container className="py-4">
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <h1 className="h2 fw-bold mb-0">{t('rooms.title')}</h1>
        {user ? (
          <Button variant="primary" onClick={() => setCreatingRoom(true)}>
            {t('rooms.create')}
          </Button>
        ) : (
          <LinkButton to="/login">{t('rooms.create')}</LinkButton>
        )}
      </div>
      <Form role="search" className="mb-4" onSubmit={(event) => event.preventDefault()}>
        <Form.Label htmlFor="room-search" className="visually-hidden">
          {t('rooms.search')}
        </Form.Label>
        <InputGroup>
          <InputGroup.Text aria-hidden="true">
            <Icon name="search" size={18} />
          </InputGroup.Text>
          <Form.Control
            id="room-search"
            type="search"
            placeholder={t('rooms.searchPlaceholder')}
            autoComplete="off"
            maxLength={100}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
        </InputGroup>
      </Form>
      {searching && (
        <section aria-labelledby="room-results">
          <h2 id="room-results" className="h4 fw-bold mb-3">
            {t('rooms.results')}
          </h2>
          <RoomList {...trending} memberOf={memberOf} emptyText={t('rooms.noneFound')} />
        </section>
      )}
      {user && !searching && (
        <section aria-labelledby="your-rooms" className="mb-4">
          <h2 id="your-rooms" className="h4 fw-bold mb-3">
            {t('rooms.yours')}
          </h2>
          <RoomList {...liveMine} memberOf={memberOf} emptyText={t('rooms.noneJoined')} />
        </section>
      )}
      {!searching && (
        <section aria-labelledby="trending-rooms">
          <h2 id="trending-rooms" className="h4 fw-bold mb-3">
            {t('rooms.trending')}
          </h2>
          <RoomList {...trending} memberOf={memberOf} emptyText={t('rooms.noneTrending')} />
        </section>
      )}
      {user && (
        <CreateRoomModal
          show={creatingRoom}
          onHide={() => setCreatingRoom(false)}
          onCreated={onCreated}
          creating={trending.creating}
        />
      )}
    </Container>
  );
}
