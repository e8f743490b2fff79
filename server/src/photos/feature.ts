import type { Feature } from '../platform/lifecycle';
import { registerPhotoRoutes } from './routes';

/** Photo posts, likes, the feed and explore. */
export const photosFeature: Feature = { name: 'photos', routes: registerPhotoRoutes };
