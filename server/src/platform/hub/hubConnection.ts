import { storeConnection, type RedisClient, type StoreConnection } from './redisSpace';

/**
 * What the hub needs of its connection, beyond what feature stores need: a single Redis
 * (hubConnection) or, in the Redis Cluster test, a cluster client (test/redisCluster.ts).
 */
export interface HubConnection extends StoreConnection {
  /** SET NX with an expiry. True when this call set it. */
  setIfAbsent(key: string, ttlMs: number): Promise<boolean>;
  del(key: string): Promise<void>;
  sAdd(key: string, member: string): Promise<void>;
  sCard(key: string): Promise<number>;
  sMembers(key: string): Promise<string[]>;
  /** Whether each member is in the set, in order. */
  smIsMember(key: string, members: string[]): Promise<boolean[]>;
  /** Every key matching a glob, a batch at a time (on a Cluster: every master's). */
  scan(pattern: string): AsyncIterable<string[]>;
  /** Deletes keys (in the background on the Redis side). */
  unlink(keys: string[]): Promise<void>;
  /** Waits for pending replies, then disconnects. */
  close(): Promise<void>;
  /** Disconnects at once (tests: a killed process). */
  destroy(): void;
}

/** The hub's connection over one node-redis client. */
export function hubConnection(client: RedisClient): HubConnection {
  return {
    ...connectionCommands(client),
    async *scan(pattern) {
      yield* client.scanIterator({ MATCH: pattern, COUNT: 200 });
    },
    unlink: async (keys) => {
      if (keys.length > 0) await client.unlink(keys);
    },
    close: () => client.close(),
    destroy: () => client.destroy(),
  };
}

/**
 * The commands that a single client and a cluster client (createCluster) share with the same
 * shapes; their generic types (modules, RESP version) do not unify, hence the cast.
 */
export function connectionCommands(
  client: RedisClient | object,
): Omit<HubConnection, 'scan' | 'unlink' | 'close' | 'destroy'> {
  const c = client as RedisClient;
  return {
    ...storeConnection(c),
    setIfAbsent: async (key, ttlMs) =>
      (await c.set(key, '1', {
        condition: 'NX',
        expiration: { type: 'PX', value: Math.max(1, Math.round(ttlMs)) },
      })) === 'OK',
    del: async (key) => {
      await c.del(key);
    },
    sAdd: async (key, member) => {
      await c.sAdd(key, member);
    },
    sCard: (key) => c.sCard(key),
    sMembers: (key) => c.sMembers(key),
    smIsMember: async (key, members) => (await c.smIsMember(key, members)).map((x) => x === 1),
  };
}
