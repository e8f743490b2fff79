import type { Feature } from '../platform/lifecycle';
import { registerUnreadRoutes } from './routes';
import { installUnreadSockets } from './socket';

/** Unread counts and "seen" of friend chats and rooms, and marking them read. */
export const unreadFeature: Feature = {
  name: 'unread',
  routes: registerUnreadRoutes,
  sockets: installUnreadSockets,
};
