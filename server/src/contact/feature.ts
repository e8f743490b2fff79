import type { Feature } from '../platform/lifecycle';
import { registerContactRoutes } from './routes';

/** The contact form. */
export const contactFeature: Feature = { name: 'contact', routes: registerContactRoutes };
