import { LuaScript } from '../hub/redisScripts';
import type { RedisSpace } from '../hub/redisSpace';
import type { SignalStore } from './store';

/** KEYS: zset. ARGV: member, now, window ms. → distinct members within the window. */
const countDistinctScript = new LuaScript(`
redis.call('ZADD', KEYS[1], ARGV[2], ARGV[1])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', tonumber(ARGV[2]) - tonumber(ARGV[3]))
redis.call('PEXPIRE', KEYS[1], ARGV[3])
return redis.call('ZCARD', KEYS[1])
`);

/** KEYS: zset (member → until). ARGV: member, now, ttl ms, max. */
const keepMemberScript = new LuaScript(`
local now = tonumber(ARGV[2])
redis.call('ZADD', KEYS[1], now + tonumber(ARGV[3]), ARGV[1])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
redis.call('ZREMRANGEBYRANK', KEYS[1], 0, -tonumber(ARGV[4]) - 1)
local last = redis.call('ZRANGE', KEYS[1], -1, -1, 'WITHSCORES')
redis.call('PEXPIREAT', KEYS[1], last[2])
`);

/** KEYS: zset (member → until). ARGV: now. → the members not expired. */
const membersScript = new LuaScript(`
return redis.call('ZRANGEBYSCORE', KEYS[1], '(' .. ARGV[1], '+inf')
`);

/** Report counts (`distinct:<key>` ZSETs), sanction flags (`flag:<key>`) and lists (`list:<key>` ZSETs) in the hub space. */
export class RedisSignalStore implements SignalStore {
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

  async hasAnyFlag(keys: string[]): Promise<boolean> {
    if (keys.length === 0) return false;
    // One MGET (the keys share the space's hash tag): a set flag's value is '1'.
    const values = await this.space.connection.mGet(
      keys.map((key) => `${this.space.prefix}flag:${key}`),
    );
    return values.some((value) => value !== null);
  }

  async keepMember(key: string, member: string, ttlMs: number, max: number): Promise<void> {
    await keepMemberScript.runOn(
      this.space.connection,
      [`${this.space.prefix}list:${key}`],
      [member, Date.now(), ttlMs, max],
    );
  }

  async members(key: string): Promise<string[]> {
    const reply = await membersScript.runOn(
      this.space.connection,
      [`${this.space.prefix}list:${key}`],
      [Date.now()],
    );
    return (reply as unknown[]).map(String);
  }
}
