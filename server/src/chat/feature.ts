import type { Feature } from '../platform/lifecycle';
import { registerChatRoutes } from './routes';
import { installChatSockets } from './socket';

/** Friend chat: conversations, their messages and uploads, live over the socket. */
export const chatFeature: Feature = {
  name: 'chat',
  routes: registerChatRoutes,
  sockets: installChatSockets,
};
