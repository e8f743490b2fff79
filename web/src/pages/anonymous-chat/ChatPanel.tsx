import { useRef, useState } from 'react';
import { Button } from 'react-bootstrap';
import type { ReportCategory } from '@serendip/protocol';
import { Icon } from '../../components/Icon';
import { useToast } from '../../components/Toasts';
import { Composer } from './Composer';
import { MessageList } from './MessageList';
import { ReportPartnerModal } from './ReportPartnerModal';
import { RevealedPartnerCard } from './RevealedPartnerCard';
import { ReconnectButton, ReconnectStatus } from './ReconnectControls';
import type { AnonymousChat } from './useAnonymousChat';
import { useEscapeTwice } from '../../components/useEscapeTwice';
import { useStrangersTranslation } from '../../i18n/namespaces/strangers';
import { useListFormat, useSharedLanguagesLine } from '../../components/chatLists';

interface ChatPanelProps {
  chat: AnonymousChat;
  loggedIn: boolean;
  /** After the stranger left: look for a new one (this connection passed the captcha). */
  onNewChat: () => void;
  /** A visitor asked for something that needs an account: offer to sign up in place. */
  onNeedAccount?: () => void;
}

/** After a match: the conversation, the composer and the chat's actions. */
export function ChatPanel({ chat, loggedIn, onNewChat, onNeedAccount }: ChatPanelProps) {
  const { t } = useStrangersTranslation();
  const list = useListFormat();
  const { showToast } = useToast();
  const [reporting, setReporting] = useState(false);
  const ended = chat.phase === 'ended';
  const escapeArmed = useEscapeTwice(!reporting && !ended, chat.skip);
  // After a report is filed, closing the dialog moves on to a new stranger (never back to them).
  const reported = useRef(false);
  const report = async (reason: string, category: ReportCategory) => {
    const reply = await chat.report(reason, category);
    if (reply.ok) reported.current = true;
    return reply;
  };
  const closeReport = () => {
    setReporting(false);
    if (!reported.current) return;
    reported.current = false;
    chat.skipReported();
  };
  const shared = chat.partner?.sharedInterests ?? [];
  const languagesLine = useSharedLanguagesLine(chat.partner?.sharedLanguages);

  const reveal = () => {
    if (!loggedIn)
      return onNeedAccount ? onNeedAccount() : showToast(t('chat.loginToReveal'), 'warning');
    chat.reveal();
  };

  return (
    <section className="anon-chat" aria-labelledby="anon-chat-title">
      <header className="anon-chat-header" data-toast-avoid>
        <div className="min-w-0">
          <h2 id="anon-chat-title" className="h5 fw-bold mb-0">
            {t('chat.header')}
          </h2>
          <p className="small text-body-secondary mb-0 text-truncate">
            {shared.length > 0 ? t('chat.bothLike', { list: list(shared) }) : t('chat.random')}
          </p>
          {languagesLine && (
            <p className="small text-body-secondary mb-0 text-truncate">{languagesLine}</p>
          )}
        </div>
        {!ended && (
          <Button
            variant="outline-danger"
            size="sm"
            className="anon-report-button d-inline-flex align-items-center gap-1"
            onClick={() => setReporting(true)}
          >
            <Icon name="flag" size={14} />
            {t('chat.report')}
          </Button>
        )}
      </header>
      {chat.revealedPartner && (
        <RevealedPartnerCard
          partner={chat.revealedPartner}
          loggedIn={loggedIn}
          onFriendRequest={chat.sendFriendRequest}
          requestSent={chat.friendRequestSent}
        />
      )}
      <MessageList messages={chat.messages} partnerTyping={chat.partnerTyping} />
      {ended ? (
        <>
          {chat.partnerLeft && (
            // The conversation's last line, not a notice: the toast announced it.
            <p className="anon-ended text-center small text-body-secondary mb-0">
              {t('chat.disconnected')}
            </p>
          )}
          <ReconnectStatus chat={chat} />
          <div className="anon-actions anon-actions-ended" data-toast-avoid>
            <Button variant="primary" size="lg" className="flex-grow-1" onClick={onNewChat}>
              {t('chat.newChat')}
            </Button>
            <ReconnectButton chat={chat} className="flex-grow-1" />
          </div>
        </>
      ) : (
        <>
          <div className="anon-escape-hint small text-body-secondary" aria-live="polite">
            {escapeArmed ? (
              <strong className="text-primary">{t('chat.escAgain')}</strong>
            ) : (
              <span className="d-none d-md-inline">{t('chat.escTip')}</span>
            )}
          </div>
          <Composer
            uploading={chat.uploading}
            imagesLockedFor={chat.imagesLockedFor}
            onTyping={chat.typing}
            onSend={chat.send}
            onImage={chat.sendImage}
          />
          <div className="anon-actions" data-toast-avoid>
            <Button variant="outline-secondary" onClick={chat.stop}>
              {t('chat.stop')}
            </Button>
            <Button variant="outline-primary" onClick={reveal} disabled={chat.profileRevealed}>
              {chat.profileRevealed ? t('chat.revealed') : t('chat.reveal')}
            </Button>
            <Button variant="primary" onClick={chat.skip}>
              {t('chat.newChat')}
            </Button>
          </div>
        </>
      )}
      {reporting && <ReportPartnerModal onClose={closeReport} onReport={report} />}
    </section>
  );
}
