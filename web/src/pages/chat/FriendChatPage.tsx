import { useMemo } from 'react';
import { Alert, Container } from 'react-bootstrap';
import { useParams } from 'react-router';
import { conversationChannel, openConversation } from '../../api/chat';
import { loadError, useApiQuery } from '../../api/queries';
import { useFriendsPresence } from '../../api/presence';
import { useAuth } from '../../session/AuthContext';
import { usePageTitle } from '../../session/usePageTitle';
import { useViewingConversation } from '../../session/unread/UnreadContext';
import { withReadMarking } from '../../api/readMarking';
import { Avatar } from '../../components/Avatar';
import { PresenceBadge } from '../../components/FriendsList';
import { ChatPanel } from '../../components/messages/ChatPanel';
import { PageSpinner } from '../../components/PageSpinner';
import { ConversationsLayout } from '../conversations/ConversationsLayout';
import { useFriendSeen } from './useFriendSeen';
import { useSocialTranslation } from '../../i18n/namespaces/social';

export const CHAT_LOAD_ERROR = 'Failed to load chat.';

/** Friend chat (/chat/{friendId}): history, live messages, typing, media and emojis. */
export function FriendChatPage() {
  const { t } = useSocialTranslation();
  usePageTitle(t('chat.pageTitle'));
  const { user } = useAuth();
  if (!user) {
    return (
      <Container className="py-4">
        <Alert variant="info">{t('chat.loginNeeded')}</Alert>
      </Container>
    );
  }
  return <FriendChatLayout selfId={user._id} />;
}

/** On a desktop the conversation list stays on the left of the chat. */
function FriendChatLayout({ selfId }: { selfId: string }) {
  return (
    <ConversationsLayout selfId={selfId} headingLevel={2}>
      <FriendChat selfId={selfId} />
    </ConversationsLayout>
  );
}

function FriendChat({ selfId }: { selfId: string }) {
  const { t } = useSocialTranslation();
  const loadFailed = t('chat.loadFailed');
  const { friendId = '' } = useParams();
  const opened = useApiQuery({
    queryKey: ['conversation', 'with', friendId],
    queryFn: ({ signal }) => openConversation(friendId, signal),
    // Opened on every visit (the two may no longer be friends), not on every focus: once open,
    // the conversation of two people stays the same one.
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
  const conversation = opened.data ?? null;
  const error = conversation ? null : loadError(opened, CHAT_LOAD_ERROR);
  const { friends } = useFriendsPresence();

  const conversationId = conversation?._id;
  useViewingConversation(conversationId);
  const channel = useMemo(
    () =>
      conversationId
        ? withReadMarking(conversationChannel(conversationId), (socket) =>
            socket.emit('markConversationRead', conversationId),
          )
        : null,
    [conversationId],
  );
  const seen = useFriendSeen(channel, conversationId, selfId);

  if (error) {
    return (
      <Container className="py-4">
        <Alert variant="danger">{error}</Alert>
      </Container>
    );
  }
  if (!conversation) return <PageSpinner label={t('chat.loading')} />;

  const friend =
    conversation.participants.find((person) => person._id !== selfId) ??
    conversation.participants[0];
  const online = friends.find((entry) => entry._id === friend?._id)?.online ?? false;

  return (
    <Container className="chat-page">
      <ChatPanel
        channel={seen.channel}
        decorate={seen.decorate}
        fallbackError={loadFailed}
        header={
          <>
            <Avatar profilePicture={friend?.profilePicture} size={36} decorative />
            <h1 className="chat-title">{t('chat.chatWith', { name: friend?.username ?? '' })}</h1>
            <PresenceBadge online={online} />
          </>
        }
      />
    </Container>
  );
}
