import crypto from 'node:crypto';
import type { Logger } from '../logger';
import type { Hub, StoreHost } from './types';
import { connectRedis, redisKeys } from './redisConnection';
import { storeConnection, type RedisSpace } from './redisSpace';
import {
  heartbeatScript,
  hitScript,
  leaveScript,
  parseSweepReply,
  presenceAddScript,
  presenceRemoveScript,
  sweepScript,
  type RedisClient,
} from './redisScripts';

import { slotAcquireScript, slotDropProcessScript, slotReleaseScript } from './redisSlotScripts';

export { createRedisSocketAdapter } from './redisSocketAdapter';

/** Idle slot groups expire (a safety net; dead processes' slots are dropped on the next acquire). */
const SLOT_TTL_MS = 24 * 60 * 60_000;

export interface RedisHubOptions {
  /** How often this process refreshes its heartbeat. */
  heartbeatMs?: number;
  /** How long a heartbeat lives: a process silent for this long is taken for dead. */
  heartbeatTtlMs?: number;
  /** How often this process looks for dead processes to sweep. */
  sweepMs?: number;
  /** Entries removed per script call, so one sweep never blocks Redis for long. */
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
  private readonly keys: ReturnType<typeof redisKeys>;
  private readonly options: Required<RedisHubOptions>;
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
    private readonly client: RedisClient,
    prefix: string,
    private readonly logger: Logger,
    options: RedisHubOptions,
  ) {
    this.keys = redisKeys(prefix);
    this.options = { ...defaults, ...options };
  }

  /** Connects, registers this process and starts its heartbeat and sweeper. */
  static async connect(
    url: string,
    prefix: string,
    logger: Logger,
    options: RedisHubOptions = {},
  ): Promise<RedisHub> {
    const client = await connectRedis(url, logger, 'hub');
    const hub = new RedisHub(client, prefix, logger, options);
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
      space = { connection: storeConnection(this.client), prefix, ready: this.keepAlive(prefix) };
      this.spaces.set(name, space);
    }
    return space;
  }

  attach<T>(name: string, make: (hub: StoreHost) => T): T {
    if (!this.attached.has(name)) this.attached.set(name, make(this));
    return this.attached.get(name) as T;
  }

  /** This process's liveness key in a space (scripts of the space test it, in the same slot). */
  private async keepAlive(spacePrefix: string): Promise<void> {
    await this.client.set(`${spacePrefix}proc:${this.processId}`, '1', {
      expiration: { type: 'PX', value: this.options.heartbeatTtlMs },
    });
  }

  async setOnce(key: string, ttlMs: number): Promise<boolean> {
    const reply = await this.client.set(this.keys.once(key), '1', {
      condition: 'NX',
      expiration: { type: 'PX', value: Math.max(1, Math.round(ttlMs)) },
    });
    return reply === 'OK';
  }

  async hit(key: string, windowMs: number): Promise<{ count: number; resetMs: number }> {
    const reply = await hitScript.run(
      this.client,
      [this.keys.hit(key)],
      [Math.max(1, Math.round(windowMs))],
    );
    const [count, resetMs] = reply as [number, number];
    return { count, resetMs };
  }

  async forget(key: string): Promise<void> {
    await this.client.del(this.keys.hit(key));
  }

  async slotAcquire(group: string, max: number): Promise<boolean> {
    const { keys, processId } = this;
    const reply = await slotAcquireScript.run(
      this.client,
      [keys.slots(group), keys.processes, keys.slotGroups(processId)],
      [processId, max, SLOT_TTL_MS, group],
    );
    return reply === 1;
  }

  async slotRelease(group: string): Promise<void> {
    const { keys, processId } = this;
    await slotReleaseScript.run(
      this.client,
      [keys.slots(group), keys.slotGroups(processId)],
      [processId, group],
    );
  }

  /** Drops every slot a process holds (it died, or this one is closing). */
  private async dropSlotsOf(processId: string): Promise<void> {
    await slotDropProcessScript.run(
      this.client,
      [this.keys.slotGroups(processId)],
      [processId, this.keys.slots('')],
    );
  }

  async presenceAdd(person: string, socketId: string): Promise<boolean> {
    // After close() began, an entry could outlive the process with nobody left to sweep it.
    if (this.closed) throw new Error('The hub is closed.');
    this.ownSockets.set(socketId, person);
    return (await this.add(person, socketId)) === 1;
  }

  async presenceRemove(person: string, socketId: string): Promise<boolean> {
    // Once closed, this process's entries are gone already.
    if (!this.ownSockets.delete(socketId) && this.closed) return false;
    const { keys, processId } = this;
    const reply = await presenceRemoveScript.run(
      this.client,
      [keys.person(person), keys.online, keys.entries(processId)],
      [processId, socketId, person],
    );
    return reply === 1;
  }

  presenceCount(): Promise<number> {
    return this.client.sCard(this.keys.online);
  }

  async presenceOnline(people: string[]): Promise<Set<string>> {
    if (people.length === 0) return new Set();
    const flags = await this.client.smIsMember(this.keys.online, people);
    return new Set(people.filter((_person, index) => flags[index] === 1));
  }

  onPresenceLost(listener: (people: string[]) => void): void {
    this.listeners.push(listener);
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.stopTimers();
    await this.sweeping;
    try {
      await this.removeEntries(this.processId, true);
      await this.dropSlotsOf(this.processId);
      const liveness = [...this.spaces.values()].map((s) => `${s.prefix}proc:${this.processId}`);
      if (liveness.length > 0) await this.client.del(liveness);
      const keys = this.keys;
      const last = await leaveScript.run(
        this.client,
        [keys.heartbeat(this.processId), keys.processes, keys.stream],
        [this.processId],
      );
      if (last === 1) await this.deleteSessions();
    } finally {
      this.ownSockets.clear();
      await this.client.close();
    }
  }

  /** Tests only: stops as a killed process would, leaving its entries for another's sweeper. */
  kill(): void {
    this.stopTimers();
    this.client.destroy();
  }

  private stopTimers(): void {
    this.closed = true;
    clearInterval(this.heartbeatTimer);
    clearInterval(this.sweepTimer);
  }

  private add(person: string, socketId: string): Promise<unknown> {
    const { keys, processId } = this;
    return presenceAddScript.run(
      this.client,
      [keys.person(person), keys.online, keys.entries(processId), keys.processes],
      [processId, socketId, person],
    );
  }

  private async beat(): Promise<void> {
    const { keys, processId } = this;
    const [reply] = await Promise.all([
      heartbeatScript.run(
        this.client,
        [keys.heartbeat(processId), keys.processes],
        [processId, this.options.heartbeatTtlMs],
      ),
      ...[...this.spaces.values()].map((space) => this.keepAlive(space.prefix)),
    ]);
    if (reply === 0 && this.ownSockets.size > 0 && !this.closed) {
      // Our heartbeat lapsed (stalled event loop, Redis outage): another process may have
      // swept our sockets away although they are still connected. Put them back.
      this.logger.warn(
        { sockets: this.ownSockets.size },
        'hub heartbeat had expired; re-registering sockets',
      );
      for (const [socketId, person] of this.ownSockets) await this.add(person, socketId);
    }
  }

  private sweep(): Promise<void> {
    if (this.closed || this.sweeping) return this.sweeping ?? Promise.resolve();
    this.sweeping = this.sweepDeadProcesses().finally(() => {
      this.sweeping = undefined;
    });
    return this.sweeping;
  }

  private async sweepDeadProcesses(): Promise<void> {
    try {
      for (const processId of await this.client.sMembers(this.keys.processes)) {
        if (processId === this.processId || this.closed) continue;
        const lost = await this.removeEntries(processId, false);
        if (lost === null) continue;
        await this.dropSlotsOf(processId);
        this.logger.info(
          { processId, lost: lost.length },
          'swept the presence of a dead server process',
        );
        if (lost.length > 0) this.notifyLost(lost);
      }
    } catch (error) {
      if (!this.closed) this.logger.warn({ err: error }, 'presence sweep failed');
    }
  }

  /**
   * Removes a process's entries batch by batch. Null when its heartbeat lives (unless forced);
   * otherwise the people who thereby went offline.
   */
  private async removeEntries(processId: string, force: boolean): Promise<string[] | null> {
    const { keys } = this;
    const lost: string[] = [];
    for (let first = true; ; first = false) {
      const reply = await sweepScript.run(
        this.client,
        [keys.heartbeat(processId), keys.entries(processId), keys.processes, keys.online],
        [processId, keys.personPrefix, this.options.sweepBatch, force ? 1 : 0],
      );
      const batch = parseSweepReply(reply);
      if (batch.status === 'alive') return first ? null : lost;
      lost.push(...batch.lost);
      if (batch.status === 'done') return lost;
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
   * Recovery sessions point into the stream, which the last process out deleted; the features'
   * spaces (queues, pairs, calls) belong to sockets that are all gone.
   */
  private async deleteSessions(): Promise<void> {
    for (const pattern of [`${this.keys.sessionPrefix}*`, `${this.keys.space('*')}*`]) {
      for await (const keys of this.client.scanIterator({ MATCH: pattern, COUNT: 200 })) {
        if (keys.length > 0) await this.client.unlink(keys);
      }
    }
  }
}
