import { LuaScript } from './redisScripts';

/**
 * Slots: how many of something (sockets of one client address) are held at once, across
 * processes. A HASH per group, one field per process holding slots, and per process a SET of the
 * groups it holds slots in, so that the slots of a dead process are dropped when it is swept
 * (and those of a closing one when it closes). Every key comes in KEYS, all with the `{slots}`
 * hash tag (redisKeys), so each script runs on one Redis Cluster slot.
 *
 * A process is listed among the live ones before it takes a slot (RedisSlots.acquire) and is
 * forgotten only once its slots are dropped (RedisHub's sweep), so the slots of any process that
 * dies are dropped by a sweep, the group's expiry being the last safety net.
 */

/** KEYS: group's hash, this process's groups. ARGV: process id, max, ttl ms, group. → 1 taken, 0 full. */
export const slotAcquireScript = new LuaScript(`
local total = 0
for _, held in ipairs(redis.call('HVALS', KEYS[1])) do total = total + tonumber(held) end
if total >= tonumber(ARGV[2]) then return 0 end
redis.call('HINCRBY', KEYS[1], ARGV[1], 1)
redis.call('PEXPIRE', KEYS[1], ARGV[3])
redis.call('SADD', KEYS[2], ARGV[4])
return 1
`);

/** KEYS: group's hash, this process's groups. ARGV: process id, group. Gives one slot back. */
export const slotReleaseScript = new LuaScript(`
local left = redis.call('HINCRBY', KEYS[1], ARGV[1], -1)
if left <= 0 then
  redis.call('HDEL', KEYS[1], ARGV[1])
  redis.call('SREM', KEYS[2], ARGV[2])
end
return left
`);

/**
 * KEYS: group's hash, the process's groups. ARGV: process id, group. Drops all the process's
 * slots in one group (the groups are learnt from the SET first: one call per group).
 */
export const slotDropScript = new LuaScript(`
redis.call('HDEL', KEYS[1], ARGV[1])
redis.call('SREM', KEYS[2], ARGV[2])
return 1
`);
