import type { StoreHost } from '../hub/types';
import { MemorySignalStore } from './memoryStore';
import { RedisSignalStore } from './redisStore';

/**
 * Short-lived abuse signals shared between processes: distinct counts within a window (who
 * reported whom), flags with a lifetime (sanctions reached, marked addresses) and bounded member
 * lists (browsers known on an address). Memory for one process, Redis for several; one contract
 * (store.contract.test.ts) runs on both. Its Redis space keeps the name 'strangers', where the
 * first of these signals were kept, so a rolling upgrade reads what the old processes wrote.
 */
export interface SignalStore {
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

/** The signal store of this hub's process (memory, or Redis in the hub's space 'strangers'). */
export function signalStore(hub: StoreHost): SignalStore {
  return hub.attach('strangers', (owner) => {
    const space = owner.space('strangers');
    return space ? new RedisSignalStore(space) : new MemorySignalStore();
  });
}
