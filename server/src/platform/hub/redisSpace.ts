import type { createClient } from 'redis';

export type RedisClient = ReturnType<typeof createClient>;

/** What feature stores need of a connection: a single Redis or a Redis Cluster. */
export interface StoreConnection {
  evalSha(sha: string, keys: string[], args: string[]): Promise<unknown>;
  eval(source: string, keys: string[], args: string[]): Promise<unknown>;
  hmGet(key: string, fields: string[]): Promise<Array<string | null>>;
  hGet(key: string, field: string): Promise<string | null>;
  lRange(key: string, start: number, stop: number): Promise<string[]>;
  /** Keys of one hash tag only (Cluster refuses others in one call). */
  mGet(keys: string[]): Promise<Array<string | null>>;
  set(key: string, value: string, ttlMs: number): Promise<void>;
  exists(key: string): Promise<boolean>;
}

/** A feature's Redis keys: all start with `prefix`, which holds one hash tag (`<p>:{name}:`). */
export interface RedisSpace {
  connection: StoreConnection;
  prefix: string;
  /** Resolves once this process's liveness key in the space is set (await before scripts). */
  ready: Promise<void>;
}

/**
 * Adapts a node-redis client, or a node-redis cluster client (createCluster), to StoreConnection.
 * Both have these commands with the same shapes, but their generic types (modules, RESP version)
 * do not unify, hence the cast.
 */
export function storeConnection(client: RedisClient | object): StoreConnection {
  const c = client as RedisClient;
  return {
    evalSha: (sha, keys, args) => c.evalSha(sha, { keys, arguments: args }),
    eval: (source, keys, args) => c.eval(source, { keys, arguments: args }),
    hmGet: (key, fields) => c.hmGet(key, fields) as Promise<Array<string | null>>,
    hGet: (key, field) => c.hGet(key, field) as Promise<string | null>,
    lRange: (key, start, stop) => c.lRange(key, start, stop),
    mGet: (keys) => c.mGet(keys),
    set: async (key, value, ttlMs) => {
      await c.set(key, value, {
        expiration: { type: 'PX', value: Math.max(1, Math.round(ttlMs)) },
      });
    },
    exists: async (key) => (await c.exists(key)) === 1,
  };
}
