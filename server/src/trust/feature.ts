import type { Feature } from '../platform/lifecycle';
import { registerTrustRoutes } from './routes';

/** One's own trust level and its history. */
export const trustFeature: Feature = { name: 'trust', routes: registerTrustRoutes };
