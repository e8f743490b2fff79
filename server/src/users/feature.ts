import type { Feature } from '../platform/lifecycle';
import { registerUserRoutes } from './routes';

/** One's own profile, its picture and onboarding, and recommendations. */
export const usersFeature: Feature = { name: 'users', routes: registerUserRoutes };
