import { SuspensionScreen } from '../moderation/SuspensionScreen';
import { useEffect, useState } from 'react';
import { ANONYMOUS_INTERESTS_MAX } from '@serendip/protocol';
import { useSocket, type AppSocket } from '../../api/socket';
import { useAuth } from '../../session/AuthContext';
import { usePageTitle } from '../../session/usePageTitle';
import { useTranslation } from '../../i18n/i18n';
import { MatchingPanel } from '../../components/MatchingPanel';
import { ModerationNotices } from '../../components/moderation/ModerationNotices';
import { useModerationNotices } from '../../components/moderation/useModerationNotices';
import { ChatPanel } from './ChatPanel';
import { MatchSetup } from './MatchSetup';
import { ReconnectButton, ReconnectStatus } from './ReconnectControls';
import { useAnonymousChat } from './useAnonymousChat';
import { RegisterInChatSheet } from './RegisterInChatSheet';
import { holdConnection, useUpgradeWaiting } from '../../session/connectionHold';
import { useAdoptedSignIn } from './useAdoptedSignIn';
import './anonymousChat.css';

let nextConnectionKey = 1;

/**
 * A key per connection: a new socket (after login or logout) starts a fresh chat. The page's
 * first connection keeps the key the page had while it was opening, so nothing typed meanwhile
 * (interests) is lost and the page is not built twice on every visit.
 */
function useConnectionKey(socket: AppSocket | null): number {
  const [connection, setConnection] = useState(() => ({ socket, key: nextConnectionKey++ }));
  if (connection.socket === socket) return connection.key;
  // React's pattern for state derived from a changed input: set during render, applied at once.
  const next = {
    socket,
    key: connection.socket === null ? connection.key : nextConnectionKey++,
  };
  setConnection(next);
  return next.key;
}

function AnonymousChat({ socket }: { socket: AppSocket | null }) {
  const { user } = useAuth();
  const { t } = useTranslation();
  const chat = useAnonymousChat(socket);
  // The safety checks ended the chat on the server: back to the start, with the reason shown.
  const moderation = useModerationNotices(socket, chat.stop);
  // A member's profile interests are the starting point (they can still edit them here).
  const [interests, setInterests] = useState<string[]>(() =>
    (user?.interests ?? []).slice(0, ANONYMOUS_INTERESTS_MAX),
  );
  const [registering, setRegistering] = useState(false);
  // Signed up here mid-chat: this chat stays on the visitor's connection, which is lent the
  // sign-in for the reveal and the friend request once the server took it.
  const upgradeWaiting = useUpgradeWaiting();
  const adopted = useAdoptedSignIn(socket, upgradeWaiting);
  const inChat = chat.phase !== 'idle';
  // Signing up or logging in mid-chat keeps the chat (and its stranger) on this connection.
  useEffect(() => (inChat ? holdConnection() : undefined), [inChat]);
  useEffect(() => {
    if (user) setRegistering(false);
  }, [user]);

  return (
    <div className={`anon-page anon-page-${chat.phase}`}>
      <h1
        className={
          chat.phase === 'matched' || chat.phase === 'ended' ? 'visually-hidden' : 'h3 fw-bold mb-3'
        }
      >
        {t('anonymous.title')}
      </h1>
      <ModerationNotices notices={moderation.notices} onDismiss={moderation.dismiss} />
      {chat.phase === 'idle' && chat.statement && (
        <SuspensionScreen statement={chat.statement} scope="chat" />
      )}
      {chat.phase === 'idle' && !chat.statement && (
        <MatchSetup
          interests={interests}
          onInterestsChange={setInterests}
          captchaPassed={chat.captchaPassed}
          partnerLeft={chat.partnerLeft}
          error={chat.matchError}
          onMatch={(captchaPayload) => chat.requestMatch(interests, captchaPayload)}
        />
      )}
      {chat.phase === 'matching' && (
        <MatchingPanel
          className="anon-matching"
          adSlot="anonymous-matching"
          widened={chat.widened}
          hasInterests={interests.length > 0}
          onCancel={chat.stop}
        />
      )}
      {chat.phase === 'matching' && chat.reconnect !== 'none' && (
        <div className="anon-reconnect-bar">
          <ReconnectStatus chat={chat} hint />
          <ReconnectButton chat={chat} />
        </div>
      )}
      {(chat.phase === 'matched' || chat.phase === 'ended') && (
        <ChatPanel
          chat={chat}
          loggedIn={user !== null && (!upgradeWaiting || adopted)}
          onNewChat={() => chat.requestMatch(interests, null)}
          onNeedAccount={user ? undefined : () => setRegistering(true)}
        />
      )}
      <RegisterInChatSheet show={registering} onHide={() => setRegistering(false)} />
    </div>
  );
}

/** /anonymous-chat: match with a random stranger and chat, no account needed. */
export function AnonymousChatPage() {
  const { t } = useTranslation();
  usePageTitle(t('anonymous.title'));
  const socket = useSocket();
  return <AnonymousChat key={useConnectionKey(socket)} socket={socket} />;
}

export default AnonymousChatPage;
