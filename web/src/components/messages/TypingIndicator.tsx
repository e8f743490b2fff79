import { useSocialTranslation } from '../../i18n/namespaces/social';

/** '<username> is typing...' under the messages; empty (but still announced) when nobody is. */
export function TypingIndicator({ names }: { names: readonly string[] }) {
  const { t } = useSocialTranslation();
  let text = '';
  if (names.length === 1) text = t('messages.typingOne', { name: names[0] });
  else if (names.length > 1) text = t('messages.typingMany', { names: names.join(', ') });
  return (
    <div className="typing-indicator" aria-live="polite">
      {text}
    </div>
  );
}
