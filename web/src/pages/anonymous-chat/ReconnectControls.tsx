import { Button } from 'react-bootstrap';
import type { AnonymousChat } from './useAnonymousChat';

export const RECONNECT_WAITING = 'Waiting for the stranger to accept...';
export const RECONNECT_OFFERED = 'The stranger wants to reconnect with you.';
export const RECONNECT_HINT = 'You can reconnect with your last stranger for a few minutes.';

/** What the reconnect stands at, said once (a status region: screen readers hear changes). */
export function ReconnectStatus({ chat, hint = false }: { chat: AnonymousChat; hint?: boolean }) {
  const text =
    chat.reconnect === 'waiting'
      ? RECONNECT_WAITING
      : chat.reconnect === 'offered'
        ? RECONNECT_OFFERED
        : hint && chat.reconnect === 'available'
          ? RECONNECT_HINT
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
  if (chat.reconnect === 'none') return null;
  if (chat.reconnect === 'waiting')
    return (
      <Button
        variant="outline-secondary"
        size="lg"
        className={className}
        onClick={chat.cancelReconnect}
      >
        Cancel reconnect
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
      {offered ? 'Accept reconnect' : 'Reconnect'}
    </Button>
  );
}
