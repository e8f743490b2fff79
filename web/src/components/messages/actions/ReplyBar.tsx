import type { ReplyExcerpt } from '@serendip/protocol';
import { useSocialTranslation } from '../../../i18n/namespaces/social';

/** Above the composer while replying: whom and what, with a way out. */
export function ReplyBar({ quote, onCancel }: { quote: ReplyExcerpt; onCancel(): void }) {
  const { t } = useSocialTranslation();
  return (
    <div className="reply-bar" role="status">
      <div className="reply-bar-text">
        <span className="reply-quote-sender">
          {t('actions.replyingTo', { name: quote.sender?.username ?? t('actions.aMessage') })}
        </span>
        <span className="reply-quote-text">{quote.excerpt}</span>
      </div>
      <button
        type="button"
        className="btn-close"
        aria-label={t('actions.cancelReply')}
        onClick={onCancel}
      />
    </div>
  );
}
