import type { Feature } from '../platform/lifecycle';
import { registerPushRoutes } from './routes';

/** Web Push subscriptions (the sender itself is in the context: push/start.ts). */
export const pushFeature: Feature = { name: 'push', routes: registerPushRoutes };
