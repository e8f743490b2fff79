import { useSocialTranslation } from '../../i18n/namespaces/social';
/** Floating button that brings the list back to the newest message (beyond 200 px). */
export function ScrollToBottomButton({ onClick }: { onClick(): void }) {
  const { t } = useSocialTranslation();
  return (
    <button
      type="button"
      className="btn btn-primary shadow scroll-to-bottom"
      aria-label={t('messages.scrollToBottom')}
      onClick={onClick}
    >
      <span aria-hidden="true">↓</span>
    </button>
  );
}
