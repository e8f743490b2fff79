import {
  Fragment,
  useCallback,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
  type UIEvent,
} from 'react';
import { Spinner } from 'react-bootstrap';
import { SCROLL_AUTO_FOLLOW_PX, SCROLL_BUTTON_PX } from '@serendip/protocol';
import type { ThreadMessage } from '../../api/messageDelivery';
import { DaySeparator } from './DaySeparator';
import { daySeparators } from './daySeparators';
import { MessageBubble } from './MessageBubble';
import { groupPositions } from './messageGroups';
import { ScrollToBottomButton } from './ScrollToBottomButton';
import { useSocialTranslation } from '../../i18n/namespaces/social';
import { useFormat } from '../../i18n/format';

/** Older history is asked for once the list is scrolled this close to its top. */
const LOAD_OLDER_AT_PX = 40;

interface MessageListProps {
  messages: readonly ThreadMessage[];
  selfId?: string;
  showSenders?: boolean;
  hasOlder: boolean;
  /** An older page was loaded (the end of history was reached by paging, not on page 1). */
  pagedBack?: boolean;
  loadingOlder: boolean;
  onLoadOlder(): void;
  onRetry?(message: ThreadMessage): void;
  /** List items shown after the message at an index (-1: before the first), e.g. "Seen". */
  decorations?: ReadonlyMap<number, ReactNode>;
}

function distanceFromBottom(element: HTMLElement): number {
  return element.scrollHeight - element.scrollTop - element.clientHeight;
}

/**
 * The messages of a thread, oldest first. Follows new messages only while the reader is within
 * 100 px of the bottom (or just sent one), keeps the reading position when older pages arrive
 * at the top, and offers a scroll-to-bottom button beyond 200 px.
 */
export function MessageList({
  messages,
  selfId,
  showSenders = false,
  hasOlder,
  pagedBack = false,
  loadingOlder,
  onLoadOlder,
  onRetry,
  decorations,
}: MessageListProps) {
  const { t } = useSocialTranslation();
  const format = useFormat();
  const listRef = useRef<HTMLDivElement>(null);
  const nearBottom = useRef(true);
  const previous = useRef({ first: '', last: '', scrollHeight: 0 });
  const [showButton, setShowButton] = useState(false);

  const scrollToBottom = useCallback(() => {
    const element = listRef.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, []);

  useLayoutEffect(() => {
    const element = listRef.current;
    if (!element) return;
    const first = messages[0]?._id ?? '';
    const newest = messages.at(-1);
    const last = newest?._id ?? '';
    const before = previous.current;
    if (before.first && first !== before.first && last === before.last) {
      // Older messages went in above: keep what the reader was looking at in place.
      element.scrollTop += element.scrollHeight - before.scrollHeight;
    } else if (last !== before.last) {
      const ownNew = newest?.sender._id === selfId && newest?.delivery === 'pending';
      if (nearBottom.current || ownNew) scrollToBottom();
    }
    previous.current = { first, last, scrollHeight: element.scrollHeight };
  }, [messages, selfId, scrollToBottom]);

  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    const element = event.currentTarget;
    const distance = distanceFromBottom(element);
    nearBottom.current = distance <= SCROLL_AUTO_FOLLOW_PX;
    setShowButton(distance > SCROLL_BUTTON_PX);
    previous.current.scrollHeight = element.scrollHeight;
    if (element.scrollTop <= LOAD_OLDER_AT_PX && hasOlder && !loadingOlder) onLoadOlder();
  };

  const positions = useMemo(() => groupPositions(messages), [messages]);
  const today = t('messages.today');
  const yesterday = t('messages.yesterday');
  const days = useMemo(
    () => daySeparators(messages, new Date(), { today, yesterday, date: format.date }),
    [messages, today, yesterday, format],
  );

  const onMediaLoad = useCallback(() => {
    if (nearBottom.current) scrollToBottom();
  }, [scrollToBottom]);

  return (
    <div className="message-list-wrapper">
      <div
        ref={listRef}
        className="message-list"
        role="log"
        aria-label={t('messages.list')}
        tabIndex={0}
        onScroll={onScroll}
      >
        <div className="message-history-status">
          {loadingOlder ? (
            <span role="status">
              <Spinner animation="border" size="sm" aria-hidden="true" className="me-2" />
              {t('messages.loadingOlder')}
            </span>
          ) : hasOlder ? (
            <button type="button" className="btn btn-link btn-sm" onClick={onLoadOlder}>
              {t('messages.loadOlder')}
            </button>
          ) : (
            pagedBack && <span>{t('messages.noOlder')}</span>
          )}
        </div>
        {messages.length === 0 && !hasOlder && (
          <p className="text-body-secondary text-center small my-auto">{t('messages.none')}</p>
        )}
        <ul className="list-unstyled mb-0">
          {decorations?.get(-1)}
          {messages.map((message, index) => (
            <Fragment key={message._id}>
              {days[index] && <DaySeparator separator={days[index]} />}
              <MessageBubble
                message={message}
                own={message.sender._id === selfId}
                showSender={showSenders}
                groupFirst={positions[index].first}
                groupLast={positions[index].last}
                onRetry={onRetry}
                onMediaLoad={onMediaLoad}
              />
              {decorations?.get(index)}
            </Fragment>
          ))}
        </ul>
      </div>
      {showButton && <ScrollToBottomButton onClick={scrollToBottom} />}
    </div>
  );
}
