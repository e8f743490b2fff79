import type { HttpRouteEntry } from '../httpRoute';
import { authRoutes, userRoutes } from './account';
import { chatRoutes, roomRoutes } from './chat';
import { consoleRoutes, standingRoutes, transparencyRoutes } from './moderation';
import { commentRoutes, photoRoutes } from './posts';
import { siteRoutes } from './site';
import { friendRoutes, notificationRoutes, peopleRoutes } from './social';

/**
 * Every HTTP route of the API, by feature and name. The server registers each through
 * platform/httpRoutes.ts, the web app's client is typed from it (endpoints.ts), and /api/docs
 * shows its schemas.
 */
export const HTTP_ROUTES = {
  auth: authRoutes,
  users: userRoutes,
  people: peopleRoutes,
  friends: friendRoutes,
  notifications: notificationRoutes,
  photos: photoRoutes,
  comments: commentRoutes,
  chat: chatRoutes,
  rooms: roomRoutes,
  site: siteRoutes,
  standing: standingRoutes,
  console: consoleRoutes,
  transparency: transparencyRoutes,
};

type Groups = typeof HTTP_ROUTES;

/** Any one route entry of the map. */
export type AnyHttpRoute = { [G in keyof Groups]: Groups[G][keyof Groups[G]] }[keyof Groups];

/** Every route entry, at run time. */
export function httpRouteList(): HttpRouteEntry[] {
  return Object.values(HTTP_ROUTES).flatMap((group) => Object.values(group) as HttpRouteEntry[]);
}

export { queueFilter, type QueueFilter } from './moderation';
