import type { Hub } from './hub/types';

/**
 * Presence is kept per person, not per socket: a signed-in user counts once however many tabs
 * and devices they have open, a visitor once per browser. These are the hub's keys for them.
 */
const USER_PREFIX = 'user:';
const VISITOR_PREFIX = 'visitor:';

export const userPresenceKey = (userId: string) => `${USER_PREFIX}${userId}`;
export const visitorPresenceKey = (visitorId: string) => `${VISITOR_PREFIX}${visitorId}`;

/** The user a presence key is for; undefined for a visitor's. */
export function userOfPresenceKey(person: string): string | undefined {
  return person.startsWith(USER_PREFIX) ? person.slice(USER_PREFIX.length) : undefined;
}

/** Which of `userIds` have a socket open now, on any process. */
export async function onlineUserIds(
  hub: Pick<Hub, 'presenceOnline'>,
  userIds: readonly string[],
): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const online = await hub.presenceOnline(userIds.map(userPresenceKey));
  return new Set(userIds.filter((userId) => online.has(userPresenceKey(userId))));
}
