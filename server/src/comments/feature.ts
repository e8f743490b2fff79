import type { Feature } from '../platform/lifecycle';
import { registerCommentRoutes } from './routes';

/** Comments on photo posts. */
export const commentsFeature: Feature = { name: 'comments', routes: registerCommentRoutes };
