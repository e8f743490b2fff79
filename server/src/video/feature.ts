import type { Feature } from '../platform/lifecycle';
import { registerVideoRoutes } from './routes';
import { installVideoChat } from './socket';

/** Anonymous video chat: matching, group calls and signalling; its watch of calls stops with it. */
export const videoFeature: Feature = {
  name: 'video',
  routes: registerVideoRoutes,
  start: installVideoChat,
};
