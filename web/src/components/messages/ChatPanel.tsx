import type { ReactNode } from 'react';
import { Alert } from 'react-bootstrap';
import type { ThreadChannel } from '../../api/chat';
import type { ThreadMessage } from '../../api/messageDelivery';
import { useSocket } from '../../api/socket';
import { useAuth } from '../../session/AuthContext';
import { PageSpinner } from '../PageSpinner';
import { ModerationNotices } from '../moderation/ModerationNotices';
import { useModerationNotices } from '../moderation/useModerationNotices';
import { MessageComposer } from './MessageComposer';
import { MessageList } from './MessageList';
import { TypingIndicator } from './TypingIndicator';
import { useMessageThread } from './useMessageThread';
import { useTypingEmitter, useTypingUsers } from './useTyping';
import { MessageActionsContext } from './actions/MessageActionsContext';
import { ReplyBar } from './actions/ReplyBar';
import { useThreadActions } from './actions/useThreadActions';
import './messages.css';
import { useSocialTranslation } from '../../i18n/namespaces/social';

interface ChatPanelProps {
  /** The thread, once known (null while the conversation or room is still loading). */
  channel: ThreadChannel | null;
  /** Header content: title, presence, back button. */
  header: ReactNode;
  /** Rooms show who wrote each message. */
  showSenders?: boolean;
  /** Fallback for a failed history load, e.g. 'Failed to load chat.' */
  fallbackError: string;
  /** Extra list items placed between messages ("Seen", join and leave lines). */
  decorate?: (
    messages: readonly ThreadMessage[],
    hasOlder: boolean,
  ) => ReadonlyMap<number, ReactNode>;
  /** Shown just above the composer (e.g. the @mention suggestions). */
  composerAddon?: ReactNode;
}

/**
 * A whole chat screen below its header: messages, typing indicator and composer, sized to
 * fill the viewport so the composer stays at the bottom on a phone.
 */
export function ChatPanel({
  channel,
  header,
  showSenders = false,
  fallbackError,
  decorate,
  composerAddon,
}: ChatPanelProps) {
  const { user } = useAuth();
  const { t } = useSocialTranslation();
  const socket = useSocket();
  const typers = useTypingUsers(user?._id);
  const thread = useMessageThread(channel, user, typers, fallbackError);
  const moderation = useModerationNotices(socket);
  // Rooms show senders; friend chat does not: that tells which kind of report a message is.
  const messageActions = useThreadActions(
    channel,
    thread.messages,
    thread.update,
    user?._id,
    showSenders ? 'roomMessage' : 'chatMessage',
  );
  const { replyTo, clearReply } = messageActions;
  const emitter = useTypingEmitter(
    channel && socket ? (active) => channel.typing(socket, active) : null,
  );

  return (
    <section className="chat-panel" aria-label={t('chat.panel')} data-media-drop>
      <header className="chat-header" data-toast-avoid>
        {header}
      </header>
      {thread.error && (
        <Alert variant="danger" className="m-2 mb-0">
          {thread.error}
        </Alert>
      )}
      {messageActions.error && (
        <Alert
          variant="danger"
          className="m-2 mb-0"
          dismissible
          onClose={messageActions.dismissError}
        >
          {messageActions.error}
        </Alert>
      )}
      {thread.loading ? (
        <div className="flex-grow-1">
          <PageSpinner label={t('chat.loadingMessages')} />
        </div>
      ) : (
        <MessageActionsContext.Provider value={messageActions.actions}>
          <MessageList
            messages={thread.messages}
            selfId={user?._id}
            showSenders={showSenders}
            hasOlder={thread.hasOlder}
            pagedBack={thread.pagedBack}
            loadingOlder={thread.loadingOlder}
            onLoadOlder={thread.loadOlder}
            onRetry={thread.retry}
            decorations={decorate?.(thread.messages, thread.hasOlder)}
          />
        </MessageActionsContext.Provider>
      )}
      <TypingIndicator names={typers.names} />
      <ModerationNotices notices={moderation.notices} onDismiss={moderation.dismiss} />
      {replyTo && <ReplyBar quote={replyTo} onCancel={clearReply} />}
      {composerAddon}
      <MessageComposer
        onSend={(content, type) => {
          thread.send(content, type, replyTo ?? undefined);
          clearReply();
        }}
        onInput={emitter.onInput}
        onSent={emitter.stop}
        disabled={!channel || thread.loading}
      />
    </section>
  );
}
