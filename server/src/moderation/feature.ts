import type { Feature } from '../platform/lifecycle';
import { installAccountGate } from './accountGate';
import { installVisitorRooms } from './enforcement';
import { startEvidenceSweeper } from './retention';
import { registerModerationRoutes } from './routes';

/**
 * Reports, the moderators' console, sanctions and appeals. Sanctions reach sockets: each joins
 * its visitor room, and a restricted account's events are refused. Evidence past its retention
 * is swept on a timer.
 */
export const moderationFeature: Feature = {
  name: 'moderation',
  routes: registerModerationRoutes,
  sockets(ctx) {
    installVisitorRooms(ctx);
    installAccountGate(ctx);
  },
  start: startEvidenceSweeper,
};
