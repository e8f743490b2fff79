import type { Feature } from '../platform/lifecycle';
import { registerRoomMemberRoutes } from './members';
import { installRoomPresence } from './roomPresence';
import { registerRoomRoutes } from './routes';
import { installRoomSockets } from './socket';
import { installRoomWatch } from './watchSocket';

/** Public chat rooms: the list, membership, messages live, and members' online state. */
export const roomsFeature: Feature = {
  name: 'rooms',
  async routes(api, ctx) {
    await registerRoomRoutes(api, ctx);
    await registerRoomMemberRoutes(api, ctx);
  },
  sockets(ctx) {
    installRoomSockets(ctx);
    installRoomWatch(ctx);
    installRoomPresence(ctx);
  },
};
