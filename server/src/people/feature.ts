import type { Feature } from '../platform/lifecycle';
import { registerPeopleRoutes } from './routes';

/** Other people: search, their public profiles, and blocking. */
export const peopleFeature: Feature = { name: 'people', routes: registerPeopleRoutes };
