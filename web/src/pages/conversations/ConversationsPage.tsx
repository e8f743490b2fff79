import { Fragment, useEffect, useState } from 'react';
import { Alert, Container, ListGroup } from 'react-bootstrap';
import { Link } from 'react-router';
import type { Conversation } from '@serendip/protocol';
import { fetchConversations } from '../../api/chat';
import { errorMessage } from '../../api/http';
import { useFriendsPresence } from '../../api/presence';
import { useAuth } from '../../app/AuthContext';
import { usePageTitle } from '../../app/usePageTitle';
import { AdSlot } from '../../components/AdSlot';
import { Avatar } from '../../components/Avatar';
import { PresenceBadge } from '../../components/FriendsList';
import { PageSpinner } from '../../components/PageSpinner';
import { conversationPreview } from './conversationPreview';

/** SPEC §9: the ad goes after the third row. */
const AD_AFTER_ROW = 3;

/** SPEC §2 Conversations: one row per friend chat, with presence and the last message. */
export function ConversationsPage() {
  usePageTitle('Your Conversations');
  const { user } = useAuth();
  return (
    <Container className="py-4 conversations-page">
      <h1 className="h2 fw-bold mb-3">Your Conversations</h1>
      {user ? (
        <ConversationList selfId={user._id} />
      ) : (
        <Alert variant="info">Please log in to view your conversations.</Alert>
      )}
    </Container>
  );
}

function ConversationList({ selfId }: { selfId: string }) {
  const [conversations, setConversations] = useState<Conversation[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { friends } = useFriendsPresence();

  useEffect(() => {
    let active = true;
    fetchConversations()
      .then((list) => active && setConversations(list))
      .catch(
        (failure: unknown) =>
          active && setError(errorMessage(failure, 'Failed to load conversations.')),
      );
    return () => {
      active = false;
    };
  }, []);

  if (error) return <Alert variant="danger">{error}</Alert>;
  if (!conversations) return <PageSpinner label="Loading conversations..." />;
  if (conversations.length === 0) {
    return (
      <p className="text-body-secondary">
        You have no active conversations. Start chatting with your friends!
      </p>
    );
  }

  const online = new Map(friends.map((friend) => [friend._id, friend.online]));
  return (
    <ListGroup as="ul" className="shadow-sm">
      {conversations.map((conversation, index) => {
        const other =
          conversation.participants.find((person) => person._id !== selfId) ??
          conversation.participants[0];
        if (!other) return null;
        const preview = conversationPreview(conversation.lastMessage);
        return (
          <Fragment key={conversation._id}>
            <ListGroup.Item as="li" className="p-0">
              <Link
                to={`/chat/${encodeURIComponent(other._id)}`}
                className="d-flex align-items-center gap-3 p-3 text-reset text-decoration-none conversation-row"
              >
                <Avatar profilePicture={other.profilePicture} size={44} decorative />
                <span className="d-flex flex-column flex-grow-1 min-w-0 overflow-hidden">
                  <span className="fw-semibold text-truncate">{other.username}</span>
                  {preview && (
                    <span className="small text-body-secondary text-truncate">{preview}</span>
                  )}
                </span>
                <PresenceBadge online={online.get(other._id) ?? false} />
              </Link>
            </ListGroup.Item>
            {index === AD_AFTER_ROW - 1 && (
              <li className="list-group-item p-0 border-0">
                <AdSlot slot="conversations" />
              </li>
            )}
          </Fragment>
        );
      })}
    </ListGroup>
  );
}
