import { useMemo } from 'react';
import { Alert, Container } from 'react-bootstrap';
import { useParams } from 'react-router';
import { ApiError, errorMessage } from '../../api/http';
import { fetchRoom, roomChannel } from '../../api/rooms';
import { loadError, useApiQuery } from '../../api/queries';
import { withReadMarking } from '../../api/readMarking';
import { useAuth } from '../../session/AuthContext';
import { usePageTitle } from '../../session/usePageTitle';
import { LinkButton } from '../../components/LinkButton';
import { ChatPanel } from '../../components/messages/ChatPanel';
import { PageSpinner } from '../../components/PageSpinner';
import { LeaveRoomButton } from './LeaveRoomButton';
import { RoomMembers } from './RoomMembers';
import { useRoomLife } from './useRoomLife';
import { MentionAutocomplete } from '../../components/seenRooms/MentionAutocomplete';
import { MentionProvider } from '../../components/seenRooms/mentions';
import { useRoomMemberList } from './useRoomMemberList';

export const ROOM_CHAT_LOAD_ERROR = 'Failed to load room chat.';

function roomLoadError(failure: unknown): string {
  const missing = failure instanceof ApiError && failure.status === 404;
  return missing ? 'Room not found.' : errorMessage(failure, ROOM_CHAT_LOAD_ERROR);
}

function BackToRooms() {
  return (
    <LinkButton to="/rooms" variant="secondary" size="sm" className="flex-shrink-0">
      Back to Rooms
    </LinkButton>
  );
}

/** Room chat (/room/{roomId}): joined on mount, left on unmount. */
export function RoomChatPage() {
  usePageTitle('Room Chat');
  const { user } = useAuth();
  if (!user) {
    return (
      <Container className="py-4">
        <Alert variant="info">Please log in to join rooms.</Alert>
        <div className="d-flex flex-wrap gap-2">
          <LinkButton to="/login">Login</LinkButton>
          <LinkButton to="/register" variant="outline-primary">
            Register
          </LinkButton>
          <BackToRooms />
        </div>
      </Container>
    );
  }
  return <RoomChat />;
}

function RoomChat() {
  const { roomId = '' } = useParams();
  const read = useApiQuery({
    queryKey: ['room', roomId],
    queryFn: ({ signal }) => fetchRoom(roomId, signal),
    // Read on every visit before the chat opens (the room may be gone), as the chat needs it.
    gcTime: 0,
  });
  const room = read.data ?? null;
  // Once the room is open, a failed refetch (on focus) leaves the chat as it is.
  const error = room ? null : loadError(read, roomLoadError);

  const foundId = room?._id;
  const channel = useMemo(
    () =>
      foundId
        ? withReadMarking(roomChannel(foundId), (socket) => socket.emit('markRoomRead', foundId))
        : null,
    [foundId],
  );
  const life = useRoomLife(roomId, channel);
  const members = useRoomMemberList(foundId ?? '', life.changes);
  const { user } = useAuth();
  const mentionable = useMemo(
    () => ({
      names: new Set((members ?? []).map((member) => member.username.toLowerCase())),
      self: user?.username.toLowerCase(),
    }),
    [members, user?.username],
  );

  if (error) {
    return (
      <Container className="py-4">
        <Alert variant="danger">{error}</Alert>
        <BackToRooms />
      </Container>
    );
  }
  if (!room) return <PageSpinner label="Loading room..." />;

  return (
    <Container className="chat-page">
      <MentionProvider value={mentionable}>
        <ChatPanel
          channel={life.channel}
          decorate={life.decorate}
          composerAddon={<MentionAutocomplete members={members ?? []} selfId={user?._id} />}
          showSenders
          fallbackError={ROOM_CHAT_LOAD_ERROR}
          header={
            <div className="room-header">
              <BackToRooms />
              <div className="room-header-title">
                <h1 className="chat-title text-truncate">{room.name}</h1>
                {room.description && (
                  <p className="room-description small text-body-secondary mb-0">
                    {room.description}
                  </p>
                )}
              </div>
              <div className="room-header-actions">
                <RoomMembers members={members} counts={life.counts} />
                <LeaveRoomButton roomId={room._id} roomName={room.name} />
              </div>
            </div>
          }
        />
      </MentionProvider>
    </Container>
  );
}
