import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../platform/context';

/** GET /api/video/ice-servers: the ICE servers for one call (TURN credentials are short-lived). */
export async function registerVideoRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  void app;
  void ctx;
}
