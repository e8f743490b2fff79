import type { ReactNode } from 'react';
import { useMediaQuery } from '../../components/useMediaQuery';
import { ConversationList } from './ConversationsPage';
import './conversationsLayout.css';
import { useSocialTranslation } from '../../i18n/namespaces/social';

/** From Bootstrap's lg breakpoint the conversations and the open chat sit side by side. */
export const TWO_PANE_QUERY = '(min-width: 992px)';

/** Whether the screen is wide enough for the list and the chat side by side. */
export function useTwoPane(): boolean {
  return useMediaQuery(TWO_PANE_QUERY);
}

interface ConversationsLayoutProps {
  selfId: string;
  /** 'Your Conversations' is the page's heading on /conversations, a section's beside a chat. */
  headingLevel: 1 | 2;
  /** The open chat, or what the right pane says while none is open. */
  children: ReactNode;
}

/**
 * Desktop messaging: the conversation list on the left (rows lead to /chat/{friendId}, the open
 * one marked), the open chat on the right. Phones keep one page per route: there the wrappers
 * take no box and the chat lays out as a page of its own. The open chat keeps its place in the
 * tree in both layouts, so a window resized or a tablet turned across the breakpoint keeps the
 * chat as it was (its draft, its photo preview, its scroll) instead of mounting it anew.
 */
export function ConversationsLayout({ selfId, headingLevel, children }: ConversationsLayoutProps) {
  const { t } = useSocialTranslation();
  const twoPane = useTwoPane();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <div className={twoPane ? 'container-xl conversations-two-pane' : 'conversations-one-pane'}>
      {twoPane && (
        <section className="conversations-pane" aria-labelledby="conversations-pane-heading">
          <Heading id="conversations-pane-heading" className="h4 fw-bold px-3 pt-3 mb-2">
            {t('conversations.title')}
          </Heading>
          <div className="conversations-pane-list">
            <ConversationList selfId={selfId} />
          </div>
        </section>
      )}
      <div className={twoPane ? 'conversation-open-pane' : 'conversations-one-pane'}>
        {children}
      </div>
    </div>
  );
}

/** The right pane of /conversations while no chat is open. */
export function NoOpenConversation() {
  const { t } = useSocialTranslation();
  return (
    <div className="no-open-conversation">
      <p className="mb-0">{t('conversations.pick')}</p>
    </div>
  );
}
