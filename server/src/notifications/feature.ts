import type { Feature } from '../platform/lifecycle';
import { registerNotificationRoutes } from './routes';

/** The notification list and its read state. */
export const notificationsFeature: Feature = {
  name: 'notifications',
  routes: registerNotificationRoutes,
};
