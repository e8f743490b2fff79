import { useEffect, useRef, type ReactNode } from 'react';
import { SCROLL_AUTO_FOLLOW_PX } from '@serendip/protocol';

interface ChatLogProps {
  className: string;
  /** The log's accessible name. */
  label: string;
  /** What the log shows; a new list scrolls to the newest line. */
  messages: readonly unknown[];
  /** The newest message is one's own: follow it even when scrolled up. */
  lastIsMine: boolean;
  /** The other side is typing: the indicator is a new line to follow too. */
  typing?: boolean;
  /** Shown while there are no messages. */
  empty: ReactNode;
  children: ReactNode;
}

/** A live chat log that follows new messages while the reader is near its bottom. */
export function ChatLog({
  className,
  label,
  messages,
  lastIsMine,
  typing = false,
  empty,
  children,
}: ChatLogProps) {
  const listRef = useRef<HTMLDivElement>(null);
  const nearBottom = useRef(true);

  useEffect(() => {
    const list = listRef.current;
    if (list && (nearBottom.current || lastIsMine)) list.scrollTop = list.scrollHeight;
  }, [messages, typing, lastIsMine]);

  return (
    <div
      ref={listRef}
      className={className}
      role="log"
      aria-live="polite"
      aria-label={label}
      tabIndex={0}
      onScroll={(event) => {
        const list = event.currentTarget;
        nearBottom.current =
          list.scrollHeight - list.scrollTop - list.clientHeight <= SCROLL_AUTO_FOLLOW_PX;
      }}
    >
      {messages.length === 0 && empty}
      {children}
    </div>
  );
}
