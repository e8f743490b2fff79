import type { AppContext } from '../platform/context';
import { userRoom } from '../platform/socket';
import { friendIds } from '../friends/queries';
import { onUserPresence } from './userPresence';

/**
 * Tells a user's friends when they come online (first socket anywhere) and go offline (last
 * socket gone, or their process died): `friendOnline` / `friendOffline` { userId } to each
 * friend's room, on any process through the adapter. One friends query per event; visitors are
 * nobody's friends and cost nothing.
 */
export function installFriendPresence(
  ctx: Pick<AppContext, 'db' | 'io' | 'logger' | 'presence'>,
): void {
  onUserPresence(ctx.presence, ctx.logger, 'friend presence', async (userId, online) => {
    const friends = await friendIds(ctx.db, userId);
    if (friends.length === 0) return;
    ctx.io.to(friends.map(userRoom)).emit(online ? 'friendOnline' : 'friendOffline', { userId });
  });
}
