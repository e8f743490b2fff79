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

/** Rooms list: create, your rooms (logged in), trending rooms and search. */
export function RoomsPage() {
  usePageTitle('Rooms');
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
        <h1 className="h2 fw-bold mb-0">Rooms</h1>
        {user ? (
          <Button variant="primary" onClick={() => setCreatingRoom(true)}>
            Create New Room
          </Button>
        ) : (
          <LinkButton to="/login">Create New Room</LinkButton>
        )}
      </div>
      <Form role="search" className="mb-4" onSubmit={(event) => event.preventDefault()}>
        <Form.Label htmlFor="room-search" className="visually-hidden">
          Search rooms
        </Form.Label>
        <InputGroup>
          <InputGroup.Text aria-hidden="true">
            <Icon name="search" size={18} />
          </InputGroup.Text>
          <Form.Control
            id="room-search"
            type="search"
            placeholder="Search rooms by name or description..."
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
            Search results
          </h2>
          <RoomList {...trending} memberOf={memberOf} emptyText="No rooms found." />
        </section>
      )}
      {user && !searching && (
        <section aria-labelledby="your-rooms" className="mb-4">
          <h2 id="your-rooms" className="h4 fw-bold mb-3">
            Your Rooms
          </h2>
          <RoomList
            {...liveMine}
            memberOf={memberOf}
            emptyText="You haven't joined any rooms yet."
          />
        </section>
      )}
      {!searching && (
        <section aria-labelledby="trending-rooms">
          <h2 id="trending-rooms" className="h4 fw-bold mb-3">
            Trending Rooms
          </h2>
          <RoomList {...trending} memberOf={memberOf} emptyText="No trending rooms found." />
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
