import { randomUUID } from 'node:crypto';
import { createAdapter } from '@socket.io/redis-streams-adapter';
import { encode } from '@msgpack/msgpack';
import { Adapter, MessageType, type BroadcastOptions } from 'socket.io-adapter';
import { createLogger, type Logger } from '../logger';
import { addressedToSocketsOnly } from '../ephemeral';
import type { StrictBroadcaster } from '../socket';
import { connectRedis, HANG_MS, redisKeys } from './redisConnection';
import type { RedisClient } from './redisScripts';
import { RecentPublications, REPLAY_WINDOW_MS, SeenOnce, watchRedisRestarts } from './streamReplay';

/** Types that carry `opts.rooms`: when those are socket ids only, they skip the stream. */
const ADDRESSED = new Set<number>([
  MessageType.BROADCAST,
  MessageType.SOCKETS_JOIN,
  MessageType.SOCKETS_LEAVE,
  MessageType.DISCONNECT_SOCKETS,
]);
/** Longest pause between two reads of the stream after failures. */
const MAX_READ_BACKOFF_MS = 2000;

interface ClusterMessage {
  type: number;
  uid?: string;
  /** `publication`: our id of a broadcastOrFail message, so that a replay is delivered once. */
  data?: { opts?: { rooms?: string[] }; requestId?: string; publication?: string };
}
interface Packet {
  type: number;
  data: unknown[];
  nsp: string;
}

/** The parts of the streams adapter (a ClusterAdapter) this file reaches into. */
interface StreamsAdapter extends Adapter {
  readonly uid: string;
  onMessage(message: ClusterMessage, offset?: string): void;
  doPublish(message: ClusterMessage): Promise<string>;
  publishAndReturnOffset(message: ClusterMessage): Promise<string>;
  addOffsetIfNecessary(packet: Packet, opts: BroadcastOptions, offset: string | undefined): void;
}

/** The members of StreamsAdapter that are not the public Adapter's: the library's internals. */
export const STREAMS_ADAPTER_INTERNALS = [
  'onMessage',
  'doPublish',
  'publishAndReturnOffset',
  'addOffsetIfNecessary',
] as const;

/**
 * Stops at start-up, naming what is missing, when an upgraded adapter no longer has the
 * internals this file wraps: assigning a method it no longer calls would fail silently (events
 * would take the stream again, and replays would stop).
 */
export function assertStreamsAdapterInternals(adapter: object): asserts adapter is StreamsAdapter {
  const missing = STREAMS_ADAPTER_INTERNALS.filter(
    (name) => typeof (adapter as Record<string, unknown>)[name] !== 'function',
  );
  if (typeof (adapter as { uid?: unknown }).uid !== 'string') missing.push('uid' as never);
  if (missing.length > 0)
    throw new Error(
      `@socket.io/redis-streams-adapter changed: ${missing.join(', ')} missing; ` +
        'redisSocketAdapter.ts wraps them and must be updated with the upgrade.',
    );
}

/**
 * The Socket.IO adapter over Redis streams, so `io.emit`, `io.to(room)` and `io.to(socketId)`
 * reach sockets on every process sharing the prefix. Made to survive Redis restarts:
 * - publishing uses its own connection, which fails at once while Redis is away (an
 *   acknowledgement then says so, see broadcastOrFail) and reconnects with backoff;
 * - the stream reader and the subscriber keep their commands queued while Redis is away,
 *   and a failed read waits before the next one: the adapter retries its read at once after
 *   an error, which with a failing client is a loop that never yields;
 * - events addressed only to sockets (anonymous pairs, video calls) go through PUB/SUB,
 *   never into the stream, which keeps what passes through it (see addressedToSocketsOnly);
 * - a Redis that comes back without its data (a restart, no persistence) has lost the stream
 *   entries the other processes had not read yet: each process then publishes again the
 *   messages it acknowledged in the seconds before (broadcastOrFail), and every process
 *   delivers a publication to its sockets once (streamReplay.ts).
 */
export async function createRedisSocketAdapter(url: string, prefix: string, logger?: Logger) {
  const log = logger ?? createLogger('warn');
  const keys = redisKeys(prefix);
  const publisher = await connectRedis(url, log, 'socket.io adapter');
  const readers: RedisClient[] = [];
  const factory = createAdapter(adapterClient(publisher, readers, log), {
    streamName: keys.stream,
    channelPrefix: keys.channelPrefix,
    sessionKeyPrefix: keys.sessionPrefix,
    // Bounds how long the reading client lingers after close (it disconnects between reads).
    blockTimeInMs: 2000,
  });
  const replays = new Set<(lostAt: number) => Promise<void>>();
  const restarts = await watchRedisRestarts(publisher, log, async (lostAt) => {
    for (const replay of replays) await replay(lostAt);
  });
  let open = 0;
  // A function expression, not an arrow: Socket.IO calls it with `new`.
  return function redisStreamsAdapter(nsp: { name: string }) {
    const adapter: object = factory(nsp);
    assertStreamsAdapterInternals(adapter);
    deliverHereWhenAllHere(adapter);
    const replay = routeSocketEventsThroughPubSub(
      adapter,
      publisher,
      `${keys.channelPrefix}#${nsp.name}#`,
      { settled: restarts.settled, logger: log },
    );
    replays.add(replay);
    open += 1;
    const close = adapter.close.bind(adapter);
    adapter.close = () => {
      const result = close();
      replays.delete(replay);
      open -= 1;
      if (open === 0) {
        // A read queued while Redis is away would never end on its own.
        for (const reader of readers) {
          closedReaders.add(reader);
          reader.destroy();
        }
        // close() waits for the adapter's last message (ADAPTER_CLOSE) to be written.
        publisher.close().catch(() => publisher.destroy());
      }
      return result;
    };
    return adapter;
  };
}

/**
 * An event addressed only to sockets of this process is delivered here and published nowhere. A
 * socket id lives on one process, so every other one would decode the message and find nobody;
 * and the cluster adapter delivers even to its own sockets only once Redis has answered the
 * publish. A pair or call whose sockets share a process so costs no Redis round trip per event:
 * publishing and decoding such events was a fifth of a Redis match's CPU.
 */
function deliverHereWhenAllHere(adapter: StreamsAdapter): void {
  const cluster = adapter.broadcast.bind(adapter);
  adapter.broadcast = (packet: Packet, opts: BroadcastOptions) => {
    if (opts.flags?.local || !allHere(adapter, opts.rooms)) return cluster(packet, opts);
    Adapter.prototype.broadcast.call(adapter, packet, opts);
  };
}

/** Every room is a socket of this process (its own room, keyed in `sids`); none is named. */
function allHere(adapter: Adapter, rooms: Set<string>): boolean {
  if (rooms.size === 0) return false;
  for (const room of rooms) if (!adapter.sids.has(room)) return false;
  return true;
}

/**
 * The publisher as the adapter sees it. Its fire-and-forget commands (session SET, PUBLISH)
 * get a rejection handler, so a failure during an outage is logged, not an unhandled
 * rejection; `duplicate()` (the adapter's stream reader and subscriber) gives connections that
 * queue while Redis is away and back off after a failed read.
 */
function adapterClient(publisher: RedisClient, readers: RedisClient[], logger: Logger) {
  const handled = (promise: Promise<unknown>) => {
    promise.catch((error: unknown) =>
      logger.debug({ err: error }, 'socket.io adapter command failed'),
    );
    return promise;
  };
  return new Proxy(publisher, {
    get(target, property) {
      if (property === 'duplicate') return () => reader(target, readers);
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      const bound = (value as (...args: unknown[]) => unknown).bind(target);
      if (property !== 'set' && property !== 'publish' && property !== 'sPublish') return bound;
      return (...args: unknown[]) => handled(bound(...args) as Promise<unknown>);
    },
  });
}

/**
 * Readers destroyed by the adapter's close. The adapter may still start its first read on one
 * (its reader connects asynchronously, and a close can come first on a slow start): that read
 * is refused at once, as a destroyed client would otherwise queue it for a reconnection that
 * never comes, holding its timer until the hang limit.
 */
const closedReaders = new WeakSet<RedisClient>();

function reader(publisher: RedisClient, readers: RedisClient[]): RedisClient {
  const client = publisher.duplicate({
    disableOfflineQueue: false,
    // The publisher has no timer per command (its probe reconnects a Redis that hangs); a read
    // that never ends would stop this process hearing the others, so the reader keeps one, as
    // long as a hang may last (its reads block 2 s).
    commandOptions: { timeout: HANG_MS },
  });
  readers.push(client);
  const read = client.xRead.bind(client);
  let failures = 0;
  const backingOff = async (...args: Parameters<typeof read>) => {
    if (closedReaders.has(client)) throw new Error('The socket.io adapter has closed.');
    try {
      const reply = await read(...args);
      failures = 0;
      return reply;
    } catch (error) {
      failures += 1;
      const wait = Math.min(50 * 2 ** failures, MAX_READ_BACKOFF_MS);
      await new Promise((resolve) => setTimeout(resolve, wait));
      throw error;
    }
  };
  Object.defineProperty(client, 'xRead', { value: backingOff });
  return client;
}

/**
 * Sends through PUB/SUB (delivered to the processes listening now, kept nowhere) what the
 * adapter does so itself, plus everything addressed only to sockets; the rest goes to the
 * stream. Also adds broadcastOrFail, whose messages it keeps a few seconds for a replay (the
 * function it returns) and delivers once.
 */
function routeSocketEventsThroughPubSub(
  adapter: StreamsAdapter,
  publisher: RedisClient,
  channel: string,
  replaying: { settled(): Promise<void>; logger: Logger },
): (lostAt: number) => Promise<void> {
  const streamPublish = adapter.doPublish.bind(adapter);
  adapter.doPublish = async (message) => {
    if (!throughPubSub(message)) return streamPublish(message);
    await publisher.publish(channel, Buffer.from(encode(message)));
    return '';
  };
  // Messages from PUB/SUB have no stream offset: nothing for a reconnecting client to resume from.
  const addOffset = adapter.addOffsetIfNecessary.bind(adapter);
  adapter.addOffsetIfNecessary = (packet, opts, offset) => {
    if (offset) addOffset(packet, opts, offset);
  };
  const recent = new RecentPublications<ClusterMessage>();
  const seen = new SeenOnce();
  const deliver = adapter.onMessage.bind(adapter);
  adapter.onMessage = (message, offset) => {
    const publication = message.data?.publication;
    if (publication !== undefined && message.uid !== adapter.uid && !seen.firstTime(publication))
      return;
    deliver(message, offset);
  };
  Object.assign(adapter, {
    async broadcastOrFail(packet: Packet, opts: BroadcastOptions) {
      // After a reconnection, the replay of what Redis lost goes first (per-sender order).
      await replaying.settled();
      const message = {
        type: MessageType.BROADCAST,
        data: {
          packet,
          opts: { rooms: [...opts.rooms], except: [...(opts.except ?? [])], flags: opts.flags },
          publication: randomUUID(),
        },
      } as ClusterMessage;
      const offset = await adapter.publishAndReturnOffset(message);
      recent.record(message);
      adapter.addOffsetIfNecessary(packet, opts, offset);
      // The in-memory broadcast: this process's own sockets.
      Adapter.prototype.broadcast.call(adapter, packet, opts);
    },
  } satisfies StrictBroadcaster);
  return async (lostAt) => {
    for (const message of recent.takeSince(lostAt - REPLAY_WINDOW_MS)) {
      // Already carries this adapter's uid and namespace (set when first published).
      await streamPublish(message).catch((error: unknown) =>
        replaying.logger.warn({ err: error }, 'a message could not be re-published'),
      );
    }
  };
}

function throughPubSub(message: ClusterMessage): boolean {
  if (message.type === MessageType.SERVER_SIDE_EMIT || message.type === MessageType.FETCH_SOCKETS)
    return true;
  if (message.type === MessageType.BROADCAST && message.data?.requestId !== undefined) return true;
  return ADDRESSED.has(message.type) && addressedToSocketsOnly(message.data?.opts?.rooms);
}
