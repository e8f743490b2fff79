import type { Feature } from '../platform/lifecycle';
import { registerFriendRoutes } from './routes';

/** Friend requests and friendships. */
export const friendsFeature: Feature = { name: 'friends', routes: registerFriendRoutes };
