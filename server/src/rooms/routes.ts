// PLACEHOLDER: replaced by the feature's routes.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../platform/context';
export async function registerRoomRoutes(_app: FastifyInstance, _ctx: AppContext): Promise<void> {}
