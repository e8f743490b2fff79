import crypto from 'node:crypto';
import type { Logger } from '../logger';
import type { Hub, StoreHost } from './types';
import { hubConnection, type HubConnection } from './hubConnection';
import { connectRedis, redisKeys, type RedisKeys } from './redisConnection';
import { RedisPresence } from './redisPresence';
import { hitScript } from './redisScripts';
import { RedisSlots } from './redisSlots';
import type { RedisSpace } from './redisSpace';

export { createRedisSocketAdapter } from './redisSocketAdapter';

export interface RedisHubOptions {
  /** How often this process refreshes its heartbeat. */
  heartbeatMs?: number;
  /** How long a heartbeat lives: a process silent for this long is taken for dead. */
  heartbeatTtlMs?: number;
  /** How often this process looks for dead processes to sweep. */
  sweepMs?: number;
  /** Entries read per sweep batch, so one sweep never holds many at once. */
  sweepBatch?: number;
}

/**
 * A killed process is taken for dead 3-4 s after its last beat (its people are then told within
 * the watch loops' interval, ~6 s at worst), while a live one may stall up to 3 s unnoticed; a
 * process wrongly taken for dead puts its sockets back at its next beat.
 */
const defaults: Required<RedisHubOptions> = {
  heartbeatMs: 1000,
  heartbeatTtlMs: 4000,
  sweepMs: 1000,
  sweepBatch: 500,
};

/**
 * The hub shared by several server processes through Redis (keys: see redisKeys). Presence
 * counts people across processes; every process keeps a heartbeat, and any process sweeps the
 * entries of one whose heartbeat expired. Each lost person is reported to the listeners of
 * exactly one process (the sweeper's), which should therefore notify through the Socket.IO
 * adapter so every process's sockets hear of it.
 */
export class RedisHub implements Hub {
  readonly kind = 'redis' as const;
  readonly processId = crypto.randomUUID();
  private readonly keys: RedisKeys;
  private readonly options: Required<RedisHubOptions>;
  private readonly presence: RedisPresence;
  private readonly slots: RedisSlots;
  /** This process's sockets (socket id → person), to re-register them if its heartbeat lapsed. */
  private readonly ownSockets = new Map<string, string>();
  private readonly listeners: Array<(people: string[]) => void> = [];
  private readonly spaces = new Map<string, RedisSpace>();
  private readonly attached = new Map<string, unknown>();
  private heartbeatTimer?: NodeJS.Timeout;
  private sweepTimer?: NodeJS.Timeout;
  private sweeping?: Promise<void>;
  private closed = false;

  private constructor(
    private readonly connection: HubConnection,
    prefix: string,
    private readonly logger: Logger,
    options: RedisHubOptions,
  ) {
    this.keys = redisKeys(prefix);
    this.options = { ...defaults, ...options };
    this.presence = new RedisPresence(connection, this.keys, this.processId);
    this.slots = new RedisSlots(connection, this.keys, this.processId, this.presence);
  }

  /** Connects, registers this process and starts its heartbeat and sweeper. */
  static async connect(
    url: string,
    prefix: string,
    logger: Logger,
    options: RedisHubOptions = {},
  ): Promise<RedisHub> {
    const client = await connectRedis(url, logger, 'hub');
    return RedisHub.start(hubConnection(client), prefix, logger, options);
  }

  /** The same over a connection of the caller's (the Redis Cluster test's); the hub owns it. */
  static async start(
    connection: HubConnection,
    prefix: string,
    logger: Logger,
    options: RedisHubOptions = {},
  ): Promise<RedisHub> {
    const hub = new RedisHub(connection, prefix, logger, options);
    await hub.beat();
    hub.heartbeatTimer = setInterval(() => {
      hub.beat().catch((error: unknown) => {
        if (!hub.closed) logger.warn({ err: error }, 'hub heartbeat failed');
      });
    }, hub.options.heartbeatMs).unref();
    hub.sweepTimer = setInterval(() => void hub.sweep(), hub.options.sweepMs).unref();
    // Leftovers of processes killed while none was running are cleaned at once.
    void hub.sweep();
    return hub;
  }

  space(name: string): RedisSpace {
    let space = this.spaces.get(name);
    if (!space) {
      const prefix = this.keys.space(name);
      space = { connection: this.connection, prefix, ready: this.keepAlive(prefix) };
      this.spaces.set(name, space);
    }
    return space;
  }

  attach<T>(name: string, make: (hub: StoreHost) => T): T {
    if (!this.attached.has(name)) this.attached.set(name, make(this));
    return this.attached.get(name) as T;
  }

  /** This process's liveness key in a space (scripts of the space test it, in the same slot). */
  private keepAlive(spacePrefix: string): Promise<void> {
    return this.connection.set(
      `${spacePrefix}proc:${this.processId}`,
      '1',
      this.options.heartbeatTtlMs,
    );
  }

  setOnce(key: string, ttlMs: number): Promise<boolean> {
    return this.connection.setIfAbsent(this.keys.once(key), ttlMs);
  }

  async hit(key: string, windowMs: number): Promise<{ count: number; resetMs: number }> {
    const reply = await hitScript.runOn(
      this.connection,
      [this.keys.hit(key)],
      [Math.max(1, Math.round(windowMs))],
    );
    const [count, resetMs] = reply as [number, number];
    return { count, resetMs };
  }

  forget(key: string): Promise<void> {
    return this.connection.del(this.keys.hit(key));
  }

  slotAcquire(group: string, max: number): Promise<boolean> {
    return this.slots.acquire(group, max);
  }

  slotRelease(group: string): Promise<void> {
    return this.slots.release(group);
  }

  presenceAdd(person: string, socketId: string): Promise<boolean> {
    // After close() began, an entry could outlive the process with nobody left to sweep it.
    if (this.closed) return Promise.reject(new Error('The hub is closed.'));
    this.ownSockets.set(socketId, person);
    return this.presence.add(person, socketId);
  }

  async presenceRemove(person: string, socketId: string): Promise<boolean> {
    // Once closed, this process's entries are gone already.
    if (!this.ownSockets.delete(socketId) && this.closed) return false;
    return this.presence.remove(person, socketId);
  }

  presenceCount(): Promise<number> {
    return this.presence.count();
  }

  presenceOnline(people: string[]): Promise<Set<string>> {
    return this.presence.online(people);
  }

  onPresenceLost(listener: (people: string[]) => void): void {
    this.listeners.push(listener);
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.stopTimers();
    await this.sweeping;
    try {
      await this.presence.sweep(this.processId, true, this.options.sweepBatch);
      await this.slots.dropAll(this.processId);
      // One key at a time: on a Cluster, each space's key is in another slot.
      await Promise.all(
        [...this.spaces.values()].map((space) =>
          this.connection.del(`${space.prefix}proc:${this.processId}`),
        ),
      );
      if (await this.presence.leave()) await this.deleteSessions();
    } finally {
      this.ownSockets.clear();
      await this.connection.close();
    }
  }

  /** Tests only: stops as a killed process would, leaving its entries for another's sweeper. */
  kill(): void {
    this.stopTimers();
    this.connection.destroy();
  }

  private stopTimers(): void {
    this.closed = true;
    clearInterval(this.heartbeatTimer);
    clearInterval(this.sweepTimer);
  }

  private async beat(): Promise<void> {
    const [alive] = await Promise.all([
      this.presence.beat(this.options.heartbeatTtlMs),
      ...[...this.spaces.values()].map((space) => this.keepAlive(space.prefix)),
    ]);
    if (!alive && this.ownSockets.size > 0 && !this.closed) {
      // Our heartbeat lapsed (stalled event loop, Redis outage): another process may have
      // swept our sockets away although they are still connected. Put them back.
      this.logger.warn(
        { sockets: this.ownSockets.size },
        'hub heartbeat had expired; re-registering sockets',
      );
      for (const [socketId, person] of this.ownSockets) await this.presence.add(person, socketId);
    }
  }

  private sweep(): Promise<void> {
    if (this.closed || this.sweeping) return this.sweeping ?? Promise.resolve();
    this.sweeping = this.sweepDeadProcesses().finally(() => {
      this.sweeping = undefined;
    });
    return this.sweeping;
  }

  /**
   * A dead process's entries, then its slots, then the process itself: until the last step it
   * stays listed, so a sweeper that dies midway leaves the rest to the next sweep.
   */
  private async sweepDeadProcesses(): Promise<void> {
    try {
      for (const processId of await this.presence.processes()) {
        if (processId === this.processId || this.closed) continue;
        const swept = await this.presence.sweep(processId, false, this.options.sweepBatch);
        if (swept === null) continue;
        if (swept.done) {
          await this.slots.dropAll(processId);
          await this.presence.forget(processId);
        }
        this.logger.info(
          { processId, lost: swept.lost.length },
          'swept the presence of a dead server process',
        );
        if (swept.lost.length > 0) this.notifyLost(swept.lost);
      }
    } catch (error) {
      if (!this.closed) this.logger.warn({ err: error }, 'presence sweep failed');
    }
  }

  private notifyLost(people: string[]): void {
    for (const listener of this.listeners) {
      try {
        listener(people);
      } catch (error) {
        this.logger.error({ err: error }, 'presence-lost listener failed');
      }
    }
  }

  /**
   * The last process out deletes the Socket.IO stream and the recovery sessions that point into
   * it, and the features' spaces (queues, pairs, calls), which belong to sockets that are all
   * gone. Not in the leave script, whose keys share the `{presence}` slot: a process starting in
   * these milliseconds loses at most stream entries that nobody else was there to read.
   */
  private async deleteSessions(): Promise<void> {
    await this.connection.unlink([this.keys.stream]);
    const hubTagged = (key: string) => this.keys.hubTagged.some((tag) => key.startsWith(tag));
    for (const pattern of [`${this.keys.sessionPrefix}*`, `${this.keys.space('*')}*`]) {
      for await (const keys of this.connection.scan(pattern)) {
        // `<prefix>:{*}:*` also matches the hub's own tags, which a starting process may be using.
        await this.connection.unlink(keys.filter((key) => !hubTagged(key)));
      }
    }
  }
}
