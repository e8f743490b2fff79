import { z } from 'zod';
import { httpRoute, messageResponse } from '../httpRoute';
import { reportBody, searchQuery } from '../people';
import { pushSubscriptionBody, pushUnsubscribeBody } from '../push';
import { notificationSchema } from '../wire/notifications';
import {
  friendEntrySchema,
  searchResultSchema,
  userProfileResponseSchema,
  userSummarySchema,
} from '../wire/users';

const PUSH_WRITES = { max: 30, windowMs: 10 * 60_000 };

/** Other people: search, profiles, blocks, friends. */
export const peopleRoutes = {
  search: httpRoute({
    method: 'GET',
    path: '/api/users/search',
    query: searchQuery,
    result: z.array(searchResultSchema),
  }),
  profile: httpRoute({
    method: 'GET',
    path: '/api/users/:id',
    result: userProfileResponseSchema,
  }),
  block: httpRoute({ method: 'PUT', path: '/api/users/block/:id', result: messageResponse }),
  unblock: httpRoute({ method: 'PUT', path: '/api/users/unblock/:id', result: messageResponse }),
  report: httpRoute({
    method: 'POST',
    path: '/api/users/report/:id',
    params: z.object({ id: z.string() }),
    body: reportBody,
    result: messageResponse,
    rateLimit: { max: 10, windowMs: 60 * 60_000, per: 'account', bucket: 'report' },
  }),
};

export const friendRoutes = {
  list: httpRoute({
    method: 'GET',
    path: '/api/friends',
    result: z.array(friendEntrySchema),
  }),
  requests: httpRoute({
    method: 'GET',
    path: '/api/friends/requests',
    result: z.array(userSummarySchema),
  }),
  request: httpRoute({ method: 'POST', path: '/api/friends/request/:id', result: messageResponse }),
  accept: httpRoute({ method: 'POST', path: '/api/friends/accept/:id', result: messageResponse }),
  reject: httpRoute({ method: 'POST', path: '/api/friends/reject/:id', result: messageResponse }),
  remove: httpRoute({ method: 'DELETE', path: '/api/friends/:id', result: messageResponse }),
};

/** The bell's notifications and this device's Web Push subscription. */
export const notificationRoutes = {
  list: httpRoute({
    method: 'GET',
    path: '/api/notifications',
    result: z.array(notificationSchema),
  }),
  readOne: httpRoute({
    method: 'PUT',
    path: '/api/notifications/:id/read',
    result: messageResponse,
  }),
  readAll: httpRoute({ method: 'PUT', path: '/api/notifications/read', result: messageResponse }),
  subscribe: httpRoute({
    method: 'POST',
    path: '/api/push/subscriptions',
    body: pushSubscriptionBody,
    result: messageResponse,
    rateLimit: PUSH_WRITES,
  }),
  unsubscribe: httpRoute({
    method: 'POST',
    path: '/api/push/unsubscribe',
    body: pushUnsubscribeBody,
    result: messageResponse,
    rateLimit: PUSH_WRITES,
  }),
};
