import type { Logger } from '../platform/logger';
import type { PresenceEvents } from './onlineCount';
import { userOfPresenceKey } from '../platform/presenceKeys';

/**
 * Runs `announce(userId, online)` when a signed-in person comes online (first socket anywhere)
 * or goes offline (last socket gone, or their process died); visitors are skipped. One person's
 * changes run one after another, so a quick reconnect never ends as "offline, then online" told
 * backwards; a failure is logged as `<what> failed`. Entries go once their work is done.
 */
export function onUserPresence(
  presence: PresenceEvents,
  logger: Logger,
  what: string,
  announce: (userId: string, online: boolean) => Promise<void>,
): void {
  const pending = new Map<string, Promise<void>>();
  presence.onPresence((person, online) => {
    const userId = userOfPresenceKey(person);
    if (userId === undefined) return;
    const previous = pending.get(userId) ?? Promise.resolve();
    const next = previous
      .then(() => announce(userId, online))
      .catch((error: unknown) => logger.warn({ err: error, userId }, `${what} failed`))
      .finally(() => {
        if (pending.get(userId) === next) pending.delete(userId);
      });
    pending.set(userId, next);
    return next;
  });
}
