// PLACEHOLDER: replaced by friendOnline / friendOffline.
import type { AppContext } from '../platform/context';
import type { PresenceTracker } from './onlineCount';
export function installFriendPresence(_ctx: AppContext, _presence: PresenceTracker): void {}
