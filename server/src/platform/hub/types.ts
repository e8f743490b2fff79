import type { RedisSpace } from './redisSpace';

/**
 * Live state shared by every socket and every server process, but never durable: presence,
 * one-time keys, rate-limit counters. Two implementations: memory (one process) and Redis
 * (several processes). No feature keeps module-level maps of sockets or users outside it.
 */
export interface Hub {
  readonly kind: 'memory' | 'redis';
  /** Random id of this server process; presence entries are tagged with it. */
  readonly processId: string;

  /** Sets `key` only if it does not exist yet, expiring after ttlMs. True when this call set it. */
  setOnce(key: string, ttlMs: number): Promise<boolean>;

  /**
   * Counts one hit in a fixed window that starts with the first hit and lasts windowMs.
   * Returns the count so far in the window and the milliseconds until it resets.
   */
  hit(key: string, windowMs: number): Promise<{ count: number; resetMs: number }>;

  /** Forgets a `hit` counter (e.g. failed sign-ins after a successful one). */
  forget(key: string): Promise<void>;

  /**
   * Takes one of at most `max` slots of `group` held at once across processes (e.g. sockets per
   * client address). False when all are taken. Slots of a process that died are freed with it.
   */
  slotAcquire(group: string, max: number): Promise<boolean>;
  /** Gives back one slot of `group` taken by this process. */
  slotRelease(group: string): Promise<void>;

  /**
   * Records that `person` (a user id, or a visitor id) has a live socket. True when this is the
   * person's first live socket anywhere (they just came online).
   */
  presenceAdd(person: string, socketId: string): Promise<boolean>;
  /** Forgets one socket of `person`. True when it was the person's last one (they went offline). */
  presenceRemove(person: string, socketId: string): Promise<boolean>;
  /** Number of people online (each person once, whatever their number of tabs or processes). */
  presenceCount(): Promise<number>;
  /** Which of these people are online. */
  presenceOnline(people: string[]): Promise<Set<string>>;
  /**
   * Called with the people who went offline because the process holding their sockets died
   * (Redis only: found by a sweep of processes whose heartbeat stopped).
   */
  onPresenceLost(listener: (people: string[]) => void): void;

  /**
   * Redis only (null in memory): a feature's own key space `<prefix>:{<name>}:`, one hash tag so
   * the feature's scripts run on Redis Cluster. The hub keeps this process's liveness key
   * `<space>proc:<processId>` alive with its heartbeat, and deletes the space when the last
   * process leaves.
   */
  space(name: string): RedisSpace | null;

  /**
   * The one value `make` builds for `name` on this hub (a feature's store): memory stores must be
   * shared by every socket of the process, so each feature asks the hub instead of keeping its own.
   */
  attach<T>(name: string, make: (hub: StoreHost) => T): T;

  /** Stops timers and closes connections. Presence entries of this process are removed. */
  close(): Promise<void>;
}

/** What a feature's store needs of the hub: its process, its Redis space, one store per hub. */
export type StoreHost = Pick<Hub, 'processId' | 'space' | 'attach'>;
