import { createClient } from 'redis';
import type { Logger } from '../logger';
import type { RedisClient } from './redisSpace';

const STARTUP_ATTEMPTS = 5;

/**
 * Every Redis key the server uses, all under `${prefix}:` so that several deployments (or test
 * servers) can share one Redis. The keys one Lua script touches share one hash tag, so every
 * script runs on Redis Cluster: `{presence}` (people, sockets, processes and their heartbeats),
 * `{slots}` (slot groups), and one per feature space. Keys never touched by a script with another
 * key (once, hit, the Socket.IO adapter's) have no tag and spread over the cluster.
 *
 * Rolling restarts: the tags moved presence and slots (from `<prefix>:presence:*`, `<prefix>:procs`,
 * `<prefix>:proc:*`, `<prefix>:slots:*`). While old and new processes run side by side they
 * count presence and slots apart; nothing is migrated, as presence is ephemeral and rebuilt by
 * the sockets that reconnect to new processes. Old processes that close remove their own keys;
 * those of old processes killed meanwhile stay behind, unread (delete `<prefix>:presence:*` by
 * hand if that matters).
 */
export function redisKeys(prefix: string) {
  const presence = `${prefix}:{presence}:`;
  const slots = `${prefix}:{slots}:`;
  return {
    once: (key: string) => `${prefix}:once:${key}`,
    hit: (key: string) => `${prefix}:hit:${key}`,
    /** The hub's own tagged keys start with these (a feature space must not be named alike). */
    hubTagged: [presence, slots],
    /** HASH process id → slots of a group it holds (hub.slotAcquire). */
    slots: (group: string) => `${slots}group:${group}`,
    /** SET of the slot groups one process holds slots in. */
    slotGroups: (processId: string) => `${slots}proc:${processId}`,
    /** SET of the people online (user:<id> / visitor:<id>). */
    online: `${presence}online`,
    /** SET of `<processId>|<socketId>`: the live sockets of one person. */
    person: (person: string) => `${presence}person:${person}`,
    /** SET of `<person>|<socketId>`: the sockets one process holds. */
    entries: (processId: string) => `${presence}entries:${processId}`,
    /** SET of the ids of processes that are alive or whose entries are not swept yet. */
    processes: `${presence}procs`,
    /** String with a short expiry that a live process keeps refreshing. */
    heartbeat: (processId: string) => `${presence}proc:${processId}`,
    /** Socket.IO adapter: the stream, its PUB/SUB channels and its recovery sessions. */
    stream: `${prefix}:socket.io`,
    channelPrefix: `${prefix}:socket.io`,
    sessionPrefix: `${prefix}:sio:session:`,
    /** A feature's own keys (hub.space): one hash tag per space, for Redis Cluster. */
    space: (name: string) => `${prefix}:{${name}}:`,
  };
}

export type RedisKeys = ReturnType<typeof redisKeys>;

/**
 * A Redis that stops answering without closing the connection (paused, swapping, a network that
 * drops packets) would leave commands waiting for ever. node-redis's own guard is a timer per
 * command (AbortSignal.timeout, 5 s by default), which was a tenth of the CPU of a match or a call
 * set-up on the Redis hub. One probe at a time does the same job: a PING every
 * PROBE_MS, and one left unanswered for HANG_MS (replies come in order, so every command sent
 * before it waited as long) drops the connection, which fails every waiting command at once, and
 * connects again.
 */
export const PROBE_MS = 1000;
export const HANG_MS = 5000;

/**
 * Connects a client. At start-up an unreachable Redis fails after a few attempts (so a
 * misconfigured server stops with a clear error); once connected it reconnects forever, also
 * when Redis stops answering (see PROBE_MS).
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
    // No timer per command: the probe below stands for it.
    commandOptions: { timeout: undefined },
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
  const lost = (error: unknown, message: string) => {
    if (!healthy) return;
    healthy = false;
    logger.error({ err: error, role }, message);
  };
  client.on('error', (error: unknown) => lost(error, 'Redis connection lost; reconnecting'));
  client.on('ready', () => {
    if (!healthy && started) logger.info({ role }, 'Redis connection back');
    healthy = true;
    started = true;
  });
  await client.connect();
  reconnectWhenHung(client, () => lost(undefined, 'Redis does not answer; reconnecting'));
  return client;
}

/** The probe of PROBE_MS on a connected client; stops once the client is closed. */
function reconnectWhenHung(client: RedisClient, onHung: () => void): void {
  let probingSince: number | undefined;
  const answered = () => {
    probingSince = undefined;
  };
  const timer = setInterval(() => {
    if (!client.isOpen) return clearInterval(timer);
    // Connecting again: node-redis's own strategy is at work.
    if (!client.isReady) return;
    if (probingSince === undefined) {
      probingSince = Date.now();
      client.ping().then(answered, answered);
    } else if (Date.now() - probingSince >= HANG_MS) {
      probingSince = undefined;
      onHung();
      client.destroy();
      // Commands fail at once meanwhile; this waits for as long as Redis does not answer.
      client.connect().catch(() => {});
    }
  }, PROBE_MS).unref();
}
