import { LuaScript } from './redisScripts';

/**
 * Presence and process liveness (redisPresence.ts). Every key a script touches comes in KEYS,
 * and all of them carry the `{presence}` hash tag (redisKeys), so each script runs on one Redis
 * Cluster slot. Members: a person's sockets are `<processId>|<socketId>`, a process's entries
 * `<person>|<socketId>`.
 */

/**
 * KEYS: person's sockets, online people, process's entries, live processes.
 * ARGV: process id, socket id, person. → 1 when the person just came online.
 */
export const presenceAddScript = new LuaScript(`
redis.call('SADD', KEYS[1], ARGV[1] .. '|' .. ARGV[2])
redis.call('SADD', KEYS[3], ARGV[3] .. '|' .. ARGV[2])
redis.call('SADD', KEYS[4], ARGV[1])
return redis.call('SADD', KEYS[2], ARGV[3])
`);

/**
 * KEYS: person's sockets, online people, process's entries. ARGV: process id, socket id, person.
 * → 1 when that was the person's last socket anywhere (they went offline).
 */
export const presenceRemoveScript = new LuaScript(`
local removed = redis.call('SREM', KEYS[1], ARGV[1] .. '|' .. ARGV[2])
redis.call('SREM', KEYS[3], ARGV[3] .. '|' .. ARGV[2])
if removed == 1 and redis.call('EXISTS', KEYS[1]) == 0 then
  return redis.call('SREM', KEYS[2], ARGV[3])
end
return 0
`);

/**
 * KEYS: heartbeat, live processes. ARGV: process id, ttl ms.
 * Refreshes the heartbeat. → 0 when it had expired (the process was registered anew).
 */
export const heartbeatScript = new LuaScript(`
if redis.call('SET', KEYS[1], '1', 'PX', ARGV[2], 'XX') then return 1 end
redis.call('SET', KEYS[1], '1', 'PX', ARGV[2])
redis.call('SADD', KEYS[2], ARGV[1])
return 0
`);

/*
 * A sweep learns a dead process's entries (and so the people's keys) only while it runs, so it
 * takes three scripts: sweepBatchScript reads a batch of entries, sweepEntryScript removes one
 * with its person's keys in KEYS, and sweepDoneScript forgets the process once none is left.
 * Entries stay in the set until sweepEntryScript removes them, so a sweeper that dies midway
 * loses nothing; its SREM hands each entry to exactly one sweeper, so concurrent sweeps never
 * report a person twice. Each checks the heartbeat (unless forced: a closing process's own), so
 * nothing is removed once a process that was only stalled is back.
 */

/**
 * KEYS: heartbeat, process's entries. ARGV: batch size, force (1: even if the heartbeat lives).
 * → {0} alive, or {1, ...up to a batch of entries} (none: all swept).
 */
export const sweepBatchScript = new LuaScript(`
if ARGV[2] ~= '1' and redis.call('EXISTS', KEYS[1]) == 1 then return {0} end
local result = redis.call('SRANDMEMBER', KEYS[2], tonumber(ARGV[1]))
table.insert(result, 1, 1)
return result
`);

/**
 * KEYS: heartbeat, process's entries, person's sockets, online people.
 * ARGV: entry, the person's member for it (`<processId>|<socketId>`), person, force.
 * → -1 alive, 1 the person thereby went offline, 0 otherwise (or another sweeper had the entry).
 */
export const sweepEntryScript = new LuaScript(`
if ARGV[4] ~= '1' and redis.call('EXISTS', KEYS[1]) == 1 then return -1 end
if redis.call('SREM', KEYS[2], ARGV[1]) == 0 then return 0 end
if redis.call('SREM', KEYS[3], ARGV[2]) == 1
  and redis.call('EXISTS', KEYS[3]) == 0
  and redis.call('SREM', KEYS[4], ARGV[3]) == 1 then
  return 1
end
return 0
`);

/**
 * KEYS: heartbeat, process's entries, live processes. ARGV: process id.
 * Forgets a swept process. → 1 done, 0 it is alive again or has entries again (a later sweep
 * looks at it anew).
 */
export const sweepDoneScript = new LuaScript(`
if redis.call('EXISTS', KEYS[1]) == 1 then return 0 end
if redis.call('EXISTS', KEYS[2]) == 1 then return 0 end
redis.call('SREM', KEYS[3], ARGV[1])
return 1
`);

/**
 * KEYS: heartbeat, live processes. ARGV: process id.
 * Unregisters a closing process. → 1 when no live process is left (the caller, the last one out,
 * then deletes the Socket.IO stream and sessions, whose keys are outside this slot).
 */
export const leaveScript = new LuaScript(`
redis.call('DEL', KEYS[1])
redis.call('SREM', KEYS[2], ARGV[1])
if redis.call('EXISTS', KEYS[2]) == 0 then return 1 end
return 0
`);
