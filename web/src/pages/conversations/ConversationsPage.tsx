import { Fragment, useCallback, useEffect } from 'react';
import { Alert, Container, ListGroup } from 'react-bootstrap';
import type { ChatMessage, ConversationView } from '@serendip/protocol';
import { fetchConversations, markConversationRead } from '../../api/chat';
import { useFriendsPresence } from '../../api/presence';
import { loadError, queryClient, useApiQuery } from '../../api/queries';
import { useSocket } from '../../api/socket';
import { useUnread } from '../../session/unread/UnreadContext';
import { useAuth } from '../../session/AuthContext';
import { usePageTitle } from '../../session/usePageTitle';
import { AdSlot } from '../../components/AdSlot';
import { PageSpinner } from '../../components/PageSpinner';
import { ConversationRow } from './ConversationRow';
import { ConversationsLayout, NoOpenConversation, useTwoPane } from './ConversationsLayout';
import { useSocialTranslation } from '../../i18n/namespaces/social';

/** The ad goes after the third row. */
const AD_AFTER_ROW = 3;

/** Conversations: one row per friend chat, with presence and the last message. */
export function ConversationsPage() {
  const { t } = useSocialTranslation();
  usePageTitle(t('conversations.title'));
  const { user } = useAuth();
  const twoPane = useTwoPane();
  if (user && twoPane) {
    return (
      <ConversationsLayout selfId={user._id} headingLevel={1}>
        <NoOpenConversation />
      </ConversationsLayout>
    );
  }
  return (
    <Container className="py-4 conversations-page">
      <h1 className="h2 fw-bold mb-3">{t('conversations.title')}</h1>
      {user ? (
        <ConversationList selfId={user._id} />
      ) : (
        <Alert variant="info">{t('conversations.loginNeeded')}</Alert>
      )}
    </Container>
  );
}

const CONVERSATIONS_KEY = ['conversations'];

/** One log per list fetch in flight of the messages that arrived live meanwhile. */
const inFlight = new Set<ChatMessage[]>();

async function readConversations(signal: AbortSignal): Promise<ConversationView[]> {
  const arrivals: ChatMessage[] = [];
  inFlight.add(arrivals);
  try {
    // A message that arrived while the list was read may be newer than the list's preview.
    return arrivals.reduce(withNewMessage, await fetchConversations(signal));
  } finally {
    inFlight.delete(arrivals);
  }
}

/** The conversation rows, live, for the page and for the desktop list beside a chat. */
export function ConversationList({ selfId }: { selfId: string }) {
  const { t } = useSocialTranslation();
  const read = useApiQuery({
    queryKey: CONVERSATIONS_KEY,
    queryFn: ({ signal }) => readConversations(signal),
    // Unread counts and previews change while the list is away (reading a chat clears its
    // count): a visit reads the list afresh instead of showing what it was left with.
    gcTime: 0,
  });
  const conversations = read.data ?? null;
  // A failed reload keeps the list on screen; only a first load shows the error.
  const error = conversations ? null : loadError(read, t('conversations.loadFailed'));
  const { friends, loading: friendsLoading, error: friendsError } = useFriendsPresence();
  const { counts } = useUnread();
  const socket = useSocket();

  const load = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: CONVERSATIONS_KEY }),
    [],
  );

  // Until the friends list is known (or when it failed) every row counts as usable.
  const friendIds = new Set(friends.map((friend) => friend._id));
  const usable = (userId: string) =>
    friendsLoading || friendsError !== null || friendIds.has(userId);
  const closedUnread = (conversations ?? [])
    .filter((item) => (counts[item._id] ?? item.unreadCount ?? 0) > 0)
    .filter((item) => !usable(otherOf(item, selfId)?._id ?? ''))
    .map((item) => item._id)
    .join(' ');

  // A closed chat cannot be opened, so its unread messages could never be cleared: the row shows
  // the last one, and listing it marks it read (the navbar count does not stay stuck).
  useEffect(() => {
    for (const conversationId of closedUnread.split(' ').filter(Boolean)) {
      markConversationRead(conversationId).catch((failure: unknown) =>
        console.error('Failed to mark a closed conversation read.', failure),
      );
    }
  }, [closedUnread]);

  // A new message moves its conversation to the top with the new preview and time.
  useEffect(() => {
    if (!socket) return;
    const onMessage = (message: ChatMessage) => {
      inFlight.forEach((arrivals) => arrivals.push(message));
      queryClient.setQueryData<ConversationView[]>(CONVERSATIONS_KEY, (list) =>
        list ? withNewMessage(list, message) : list,
      );
    };
    socket.on('receiveMessage', onMessage);
    // An edited or deleted message may be a row's preview: the list is fetched again.
    socket.on('messageUpdated', load);
    // What was sent before this connection joined its rooms (the socket client loads after the
    // first paint, so the list fetched on opening the page can be older) or while it was down
    // comes from the list, fetched again on every connect.
    socket.on('connect', load);
    return () => {
      socket.off('receiveMessage', onMessage);
      socket.off('messageUpdated', load);
      socket.off('connect', load);
    };
  }, [socket, load]);

  if (error) return <Alert variant="danger">{error}</Alert>;
  if (!conversations) return <PageSpinner label={t('conversations.loading')} />;
  if (conversations.length === 0) {
    return <p className="text-body-secondary">{t('conversations.empty')}</p>;
  }

  const online = new Map(friends.map((friend) => [friend._id, friend.online]));
  return (
    <ListGroup as="ul" className="shadow-sm conversation-list">
      {byLatest(conversations).map((conversation, index) => {
        const other = otherOf(conversation, selfId);
        if (!other) return null;
        return (
          <Fragment key={conversation._id}>
            <ListGroup.Item as="li" className="p-0">
              <ConversationRow
                conversation={conversation}
                other={other}
                unread={counts[conversation._id] ?? conversation.unreadCount ?? 0}
                online={online.get(other._id) ?? false}
                usable={usable(other._id)}
              />
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

function otherOf(conversation: ConversationView, selfId: string) {
  return (
    conversation.participants.find((person) => person._id !== selfId) ??
    conversation.participants[0]
  );
}

/** Latest message first; conversations without messages keep the server's order at the end. */
function byLatest(list: ConversationView[]): ConversationView[] {
  const time = (item: ConversationView) =>
    item.lastMessageAt ? Date.parse(item.lastMessageAt) : 0;
  return [...list].sort((a, b) => time(b) - time(a));
}

/** The list with `message` as its conversation's preview, unless the preview is newer already. */
function withNewMessage(list: ConversationView[], message: ChatMessage): ConversationView[] {
  const newer = (item: ConversationView) =>
    !item.lastMessageAt || Date.parse(message.createdAt) >= Date.parse(item.lastMessageAt);
  return list.map((item) =>
    item._id === message.conversationId && newer(item)
      ? {
          ...item,
          lastMessage: { sender: message.sender._id, type: message.type, content: message.content },
          lastMessageAt: message.createdAt,
        }
      : item,
  );
}
