import type { Feature } from '../platform/lifecycle';
import { installFriendPresence } from './friendPresence';
import { installOnlineCount } from './onlineCount';

/**
 * Who is online: the live count every socket hears, and friends told when one comes and goes.
 * Stopping waits for the presence changes of the sockets just let go, so other processes hear
 * that this one's people left before it closes its connections.
 */
export const presenceFeature: Feature = {
  name: 'presence',
  start(ctx) {
    const stopOnlineCount = installOnlineCount(ctx);
    installFriendPresence(ctx);
    return stopOnlineCount;
  },
};
