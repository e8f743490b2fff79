import { LuaScript } from './redisScripts';

/**
 * Slots: how many of something (sockets of one client address) are held at once, across
 * processes. A HASH per group, one field per process holding slots; fields of processes that
 * left the live set (swept after their heartbeat stopped) no longer count and are dropped, so a
 * crashed process does not keep its slots.
 *
 * KEYS: group's hash, live processes. ARGV: process id, max, ttl ms. → 1 taken, 0 full.
 */
export const slotAcquireScript = new LuaScript(`
local fields = redis.call('HGETALL', KEYS[1])
local total = 0
for i = 1, #fields, 2 do
  if redis.call('SISMEMBER', KEYS[2], fields[i]) == 1 then
    total = total + tonumber(fields[i + 1])
  else
    redis.call('HDEL', KEYS[1], fields[i])
  end
end
if total >= tonumber(ARGV[2]) then return 0 end
redis.call('HINCRBY', KEYS[1], ARGV[1], 1)
redis.call('PEXPIRE', KEYS[1], ARGV[3])
return 1
`);

/** KEYS: group's hash. ARGV: process id. Gives one slot of this process back. */
export const slotReleaseScript = new LuaScript(`
local left = redis.call('HINCRBY', KEYS[1], ARGV[1], -1)
if left <= 0 then redis.call('HDEL', KEYS[1], ARGV[1]) end
return left
`);
