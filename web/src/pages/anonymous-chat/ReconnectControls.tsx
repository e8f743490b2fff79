import { Button } from 'react-bootstrap';
import { useStrangersTranslation } from '../../i18n/namespaces/strangers';
import type { AnonymousChat } from './useAnonymousChat';

/** What the reconnect stands at, said once (a status region: screen readers hear changes). */
export function ReconnectStatus({ chat, hint = false }: { chat: AnonymousChat; hint?: boolean }) {
  const { t } = useStrangersTranslation();
  const text =
    chat.reconnect === 'waiting'
      ? t('reconnect.waiting')
      : chat.reconnect === 'offered'
        ? t('reconnect.offered')
        : hint && chat.reconnect === 'available'
          ? t('reconnect.hint')
          : '';
  return (
    <p className="anon-reconnect-status text-center small mb-0" role="status">
      {text}
    </p>
  );
}

/**
 * Reconnect (or accept the stranger's offer: one click re-pairs), or cancel our own request;
 * nothing once the window closed.
 */
export function ReconnectButton({ chat, className }: { chat: AnonymousChat; className?: string }) {
  const { t } = useStrangersTranslation();
  if (chat.reconnect === 'none') return null;
  if (chat.reconnect === 'waiting')
    return (
      <Button
        variant="outline-secondary"
        size="lg"
        className={className}
        onClick={chat.cancelReconnect}
      >
        {t('reconnect.cancel')}
      </Button>
    );
  const offered = chat.reconnect === 'offered';
  return (
    <Button
      variant={offered ? 'success' : 'outline-primary'}
      size="lg"
      className={className}
      onClick={chat.askReconnect}
    >
      {offered ? t('reconnect.accept') : t('reconnect.reconnect')}
    </Button>
  );
}
