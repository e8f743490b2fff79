import crypto from 'node:crypto';
import type { RedisClient, StoreConnection } from './redisSpace';

export type { RedisClient };

/**
 * A Lua script run with EVALSHA, falling back to EVAL the first time Redis has not seen it
 * (after a restart or SCRIPT FLUSH). Each script runs atomically, so several server processes
 * can call them at once without "read then write" races.
 */
export class LuaScript {
  readonly sha: string;

  constructor(readonly source: string) {
    this.sha = crypto.createHash('sha1').update(source).digest('hex');
  }

  /** Runs it through a hub's or feature store's connection (single Redis or Cluster). */
  async runOn(
    connection: StoreConnection,
    keys: string[],
    args: Array<string | number>,
  ): Promise<unknown> {
    const strings = args.map(String);
    try {
      return await connection.evalSha(this.sha, keys, strings);
    } catch (error) {
      if (!(error instanceof Error) || !error.message.startsWith('NOSCRIPT')) throw error;
      return connection.eval(this.source, keys, strings);
    }
  }
}

/** KEYS: counter. ARGV: window ms. Counts one hit; the window starts with the first. → {count, ms left} */
export const hitScript = new LuaScript(`
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}
`);
