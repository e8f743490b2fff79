import type { AppContext } from '../platform/context';
import { userRoom } from '../platform/socket';

/**
 * Tells every tab of both people, on every process, that their friends lists changed (a new
 * friendship, an unfriend, a block), so open lists refetch rather than go stale. Called after
 * the change has committed.
 */
export function friendsChanged(ctx: Pick<AppContext, 'io'>, a: string, b: string): void {
  ctx.io.to(userRoom(a)).emit('friendsChanged', { userId: b });
  ctx.io.to(userRoom(b)).emit('friendsChanged', { userId: a });
}
