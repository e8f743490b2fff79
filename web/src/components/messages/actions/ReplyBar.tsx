import type { ReplyExcerpt } from '@serendip/protocol';

/** Above the composer while replying: whom and what, with a way out. */
export function ReplyBar({ quote, onCancel }: { quote: ReplyExcerpt; onCancel(): void }) {
  return (
    <div className="reply-bar" role="status">
      <div className="reply-bar-text">
        <span className="reply-quote-sender">
          Replying to {quote.sender?.username ?? 'a message'}
        </span>
        <span className="reply-quote-text">{quote.excerpt}</span>
      </div>
      <button type="button" className="btn-close" aria-label="Cancel reply" onClick={onCancel} />
    </div>
  );
}
