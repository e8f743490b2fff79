import type { AppContext } from '../platform/context';
import { userRoom } from '../platform/socket';
import { friendIds } from '../friends/queries';
import type { PresenceTracker } from './onlineCount';

const USER_PREFIX = 'user:';

/**
 * Tells a user's friends when they come online (first socket anywhere) and go offline (last
 * socket gone, or their process died): `friendOnline` / `friendOffline` { userId } to each
 * friend's room, on any process through the adapter. One friends query per event; visitors are
 * nobody's friends and cost nothing.
 */
export function installFriendPresence(
  ctx: Pick<AppContext, 'db' | 'io' | 'logger'>,
  presence: PresenceTracker,
): void {
  // A user's events are announced one after another, so a quick reconnect never reaches the
  // friends as "online, then offline". Entries are dropped as soon as their work is done.
  const pending = new Map<string, Promise<void>>();

  const announce = async (userId: string, online: boolean) => {
    const friends = await friendIds(ctx.db, userId);
    if (friends.length === 0) return;
    ctx.io.to(friends.map(userRoom)).emit(online ? 'friendOnline' : 'friendOffline', { userId });
  };

  presence.onPresence((person, online) => {
    if (!person.startsWith(USER_PREFIX)) return;
    const userId = person.slice(USER_PREFIX.length);
    const previous = pending.get(userId) ?? Promise.resolve();
    const next = previous
      .then(() => announce(userId, online))
      .catch((error: unknown) => ctx.logger.warn({ err: error, userId }, 'friend presence failed'))
      .finally(() => {
        if (pending.get(userId) === next) pending.delete(userId);
      });
    pending.set(userId, next);
    return next;
  });
}
