import { LuaScript } from './redisScripts';

/**
 * Slots: how many of something (sockets of one client address) are held at once, across
 * processes. A HASH per group, one field per process holding slots, and per process a SET of the
 * groups it holds slots in, so that the slots of a dead process are dropped when it is swept
 * (and those of a closing one when it closes). Fields of processes no longer in the live set
 * are dropped on the next acquire as well.
 */

/**
 * KEYS: group's hash, live processes, this process's groups. ARGV: process id, max, ttl ms,
 * group. → 1 taken, 0 full.
 */
export const slotAcquireScript = new LuaScript(`
local fields = redis.call('HGETALL', KEYS[1])
local total = 0
for i = 1, #fields, 2 do
  if fields[i] == ARGV[1] or redis.call('SISMEMBER', KEYS[2], fields[i]) == 1 then
    total = total + tonumber(fields[i + 1])
  else
    redis.call('HDEL', KEYS[1], fields[i])
  end
end
if total >= tonumber(ARGV[2]) then return 0 end
redis.call('HINCRBY', KEYS[1], ARGV[1], 1)
redis.call('PEXPIRE', KEYS[1], ARGV[3])
redis.call('SADD', KEYS[3], ARGV[4])
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

/** KEYS: the process's groups. ARGV: process id, prefix of the group hashes. Drops all its slots. */
export const slotDropProcessScript = new LuaScript(`
for _, group in ipairs(redis.call('SMEMBERS', KEYS[1])) do
  redis.call('HDEL', ARGV[2] .. group, ARGV[1])
end
redis.call('DEL', KEYS[1])
return 1
`);
