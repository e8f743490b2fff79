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
import { useSocialTranslation } from '../../i18n/namespaces/social';

/** Why the room could not be opened, in the page's words: gone, or the server's reason. */
function roomLoadError(failure: unknown, notFound: string, loadFailed: string): string {
  const missing = failure instanceof ApiError && failure.status === 404;
  return missing ? notFound : errorMessage(failure, loadFailed);
}

function BackToRooms() {
  const { t } = useSocialTranslation();
  return (
    <LinkButton to="/rooms" variant="secondary" size="sm" className="flex-shrink-0">
      {t('room.back')}
    </LinkButton>
  );
}

/** Room chat (/room/{roomId}): joined on mount, left on unmount. */
export function RoomChatPage() {
  const { t } = useSocialTranslation();
  usePageTitle(t('room.pageTitle'));
  const { user } = useAuth();
  if (!user) {
    return (
      <Container className="py-4">
        <Alert variant="info">{t('room.loginNeeded')}</Alert>
        <div className="d-flex flex-wrap gap-2">
          <LinkButton to="/login">{t('common.login')}</LinkButton>
          <LinkButton to="/register" variant="outline-primary">
            {t('common.register')}
          </LinkButton>
          <BackToRooms />
        </div>
      </Container>
    );
  }
  return <RoomChat />;
}

function RoomChat() {
  const { t } = useSocialTranslation();
  const loadFailed = t('room.loadFailed');
  const notFound = t('room.notFound');
  const { roomId = '' } = useParams();
  const read = useApiQuery({
    queryKey: ['room', roomId],
    queryFn: ({ signal }) => fetchRoom(roomId, signal),
    // Read on every visit before the chat opens (the room may be gone), as the chat needs it.
    gcTime: 0,
  });
  const room = read.data ?? null;
  // Once the room is open, a failed refetch (on focus) leaves the chat as it is.
  const error = room
    ? null
    : loadError(read, (failure) => roomLoadError(failure, notFound, loadFailed));

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
  if (!room) return <PageSpinner label={t('room.loading')} />;

  return (
    <Container className="chat-page">
      <MentionProvider value={mentionable}>
        <ChatPanel
          channel={life.channel}
          decorate={life.decorate}
          composerAddon={<MentionAutocomplete members={members ?? []} selfId={user?._id} />}
          showSenders
          fallbackError={loadFailed}
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
