import type { StoreHost } from '../platform/hub/types';
import { MemoryStrangerStore } from './memoryStore';
import { RedisStrangerStore } from './redisStore';

/**
 * What the stranger report path keeps between processes: who reported whom within a window
 * and the sanctions they reached (memory for one process, Redis for several). One contract
 * (store.contract.test.ts) runs on both.
 */
export interface StrangerStore {
  /** Adds `member` to a set of distinct members seen within windowMs; returns their number. */
  countDistinct(key: string, member: string, windowMs: number): Promise<number>;
  setFlag(key: string, ttlMs: number): Promise<void>;
  /** True when any of the flags is set (one round trip however many keys). */
  hasAnyFlag(keys: string[]): Promise<boolean>;
  /**
   * Keeps `member` in the list `key` for ttlMs (from now, again when kept again); a list holds
   * at most `max` members, the ones kept longest dropping first.
   */
  keepMember(key: string, member: string, ttlMs: number, max: number): Promise<void>;
  /** The members of the list `key` not yet expired. */
  members(key: string): Promise<string[]>;
}

/** The stranger store of this hub's process (memory, or Redis in the hub's space 'strangers'). */
export function strangerStore(hub: StoreHost): StrangerStore {
  return hub.attach('strangers', (owner) => {
    const space = owner.space('strangers');
    return space ? new RedisStrangerStore(space) : new MemoryStrangerStore();
  });
}
