import type { Feature } from '../platform/lifecycle';
import { registerAuthRoutes } from './routes';

/** Accounts: registration, sign-in (password and Google), sessions and password reset. */
export const authFeature: Feature = { name: 'auth', routes: registerAuthRoutes };
