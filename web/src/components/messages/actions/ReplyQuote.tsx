import type { ReplyExcerpt } from '@serendip/protocol';
import { useSocialTranslation } from '../../../i18n/namespaces/social';

/** The element id of a message's row, for a reply's quote to scroll to. */
export const messageElementId = (messageId: string) => `message-${messageId}`;

/** Scrolls to a message of the list and flashes it; false when it is not loaded. */
export function scrollToMessage(messageId: string): boolean {
  const element = document.getElementById(messageElementId(messageId));
  if (!element) return false;
  element.scrollIntoView({ block: 'center', behavior: 'smooth' });
  element.classList.remove('message-highlight');
  // Restarted on a second click too.
  void element.offsetWidth;
  element.classList.add('message-highlight');
  return true;
}

/** A reply's quote of its original: who and the start of it; a click shows the original. */
export function ReplyQuote({ quote }: { quote: ReplyExcerpt }) {
  const { t } = useSocialTranslation();
  const who = quote.sender?.username ?? t('actions.someone');
  return (
    <button
      type="button"
      className={`reply-quote ${quote.deleted ? 'reply-quote-deleted' : ''}`}
      onClick={() => scrollToMessage(quote._id)}
      aria-label={t('actions.replyTo', { name: who, excerpt: quote.excerpt })}
    >
      {!quote.deleted && <span className="reply-quote-sender">{who}</span>}
      <span className="reply-quote-text">{quote.excerpt}</span>
    </button>
  );
}
