import { createClient } from 'redis';
import type { Logger } from '../logger';
import type { RedisClient } from './redisSpace';

const STARTUP_ATTEMPTS = 5;

/**
 * Every Redis key the server uses, all under `${prefix}:` so that several deployments (or test
 * servers) can share one Redis.
 */
export function redisKeys(prefix: string) {
  return {
    once: (key: string) => `${prefix}:once:${key}`,
    hit: (key: string) => `${prefix}:hit:${key}`,
    /** HASH process id → slots of a group it holds (hub.slotAcquire). */
    slots: (group: string) => `${prefix}:slots:${group}`,
    /** SET of the slot groups one process holds slots in. */
    slotGroups: (processId: string) => `${prefix}:slotgroups:${processId}`,
    /** SET of the people online (user:<id> / visitor:<id>). */
    online: `${prefix}:presence:online`,
    personPrefix: `${prefix}:presence:person:`,
    /** SET of `<processId>|<socketId>`: the live sockets of one person. */
    person: (person: string) => `${prefix}:presence:person:${person}`,
    /** SET of `<person>|<socketId>`: the sockets one process holds. */
    entries: (processId: string) => `${prefix}:presence:proc:${processId}`,
    /** SET of the ids of processes that are alive or whose entries are not swept yet. */
    processes: `${prefix}:procs`,
    /** String with a short expiry that a live process keeps refreshing. */
    heartbeat: (processId: string) => `${prefix}:proc:${processId}`,
    /** Socket.IO adapter: the stream, its PUB/SUB channels and its recovery sessions. */
    stream: `${prefix}:socket.io`,
    channelPrefix: `${prefix}:socket.io`,
    sessionPrefix: `${prefix}:sio:session:`,
    /** A feature's own keys (hub.space): one hash tag per space, for Redis Cluster. */
    space: (name: string) => `${prefix}:{${name}}:`,
  };
}

/**
 * Connects a client. At start-up an unreachable Redis fails after a few attempts (so a
 * misconfigured server stops with a clear error); once connected it reconnects forever.
 */
export async function connectRedis(
  url: string,
  logger: Logger,
  role: string,
): Promise<RedisClient> {
  let started = false;
  let healthy = true;
  const client: RedisClient = createClient({
    url,
    // While Redis is away, commands fail at once (readyz answers 503, events answer an error)
    // instead of queueing. The Socket.IO adapter's readers queue instead (redisSocketAdapter.ts).
    disableOfflineQueue: true,
    socket: {
      connectTimeout: 5000,
      reconnectStrategy: (retries, cause) => {
        if (!started && retries >= STARTUP_ATTEMPTS) {
          return new Error(`Redis does not answer (${role}): ${cause.message}`);
        }
        return Math.min(100 * 2 ** retries, 2000);
      },
    },
  });
  client.on('error', (error: unknown) => {
    if (!healthy) return;
    healthy = false;
    logger.error({ err: error, role }, 'Redis connection lost; reconnecting');
  });
  client.on('ready', () => {
    if (!healthy && started) logger.info({ role }, 'Redis connection back');
    healthy = true;
    started = true;
  });
  await client.connect();
  return client;
}
