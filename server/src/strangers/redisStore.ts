import { LuaScript } from '../platform/hub/redisScripts';
import type { RedisSpace } from '../platform/hub/redisSpace';
import type { StrangerStore } from './store';

/** KEYS: zset. ARGV: member, now, window ms. → distinct members within the window. */
const countDistinctScript = new LuaScript(`
redis.call('ZADD', KEYS[1], ARGV[2], ARGV[1])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', tonumber(ARGV[2]) - tonumber(ARGV[3]))
redis.call('PEXPIRE', KEYS[1], ARGV[3])
return redis.call('ZCARD', KEYS[1])
`);

/** Report counts (`distinct:<key>` ZSETs) and sanction flags (`flag:<key>`) in the hub space. */
export class RedisStrangerStore implements StrangerStore {
  constructor(private readonly space: RedisSpace) {}

  async countDistinct(key: string, member: string, windowMs: number): Promise<number> {
    const reply = await countDistinctScript.runOn(
      this.space.connection,
      [`${this.space.prefix}distinct:${key}`],
      [member, Date.now(), windowMs],
    );
    return Number(reply);
  }

  async setFlag(key: string, ttlMs: number): Promise<void> {
    await this.space.connection.set(`${this.space.prefix}flag:${key}`, '1', ttlMs);
  }

  async hasFlag(key: string): Promise<boolean> {
    return this.space.connection.exists(`${this.space.prefix}flag:${key}`);
  }
}
