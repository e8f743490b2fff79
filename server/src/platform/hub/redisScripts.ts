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

  async run(client: RedisClient, keys: string[], args: Array<string | number>): Promise<unknown> {
    const options = { keys, arguments: args.map(String) };
    try {
      return await client.evalSha(this.sha, options);
    } catch (error) {
      if (!(error instanceof Error) || !error.message.startsWith('NOSCRIPT')) throw error;
      return client.eval(this.source, options);
    }
  }

  /** The same through a feature store's connection (single Redis or Cluster). */
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

/** What one sweep batch did: 'alive' (nothing touched), 'more' to do, or 'done'. */
export type SweepStatus = 'alive' | 'more' | 'done';
const sweepStatuses: SweepStatus[] = ['alive', 'done', 'more'];

/**
 * KEYS: heartbeat, process's entries, live processes, online people.
 * ARGV: process id, prefix of the person keys, batch size, force (1: even if the heartbeat lives).
 * Removes up to one batch of a dead process's entries. SPOP hands each entry to exactly one
 * sweeper, so concurrent sweeps never report a person twice.
 * → {status, ...people who thereby went offline} with status 0 alive, 1 done, 2 more.
 */
export const sweepScript = new LuaScript(`
if ARGV[4] ~= '1' and redis.call('EXISTS', KEYS[1]) == 1 then return {0} end
local entries = redis.call('SPOP', KEYS[2], tonumber(ARGV[3]))
local result = {1}
for _, entry in ipairs(entries) do
  local person, socketId = string.match(entry, '^(.*)|([^|]*)$')
  if person then
    local sockets = ARGV[2] .. person
    if redis.call('SREM', sockets, ARGV[1] .. '|' .. socketId) == 1
      and redis.call('EXISTS', sockets) == 0
      and redis.call('SREM', KEYS[4], person) == 1 then
      table.insert(result, person)
    end
  end
end
if redis.call('EXISTS', KEYS[2]) == 1 then
  result[1] = 2
else
  redis.call('SREM', KEYS[3], ARGV[1])
end
return result
`);

export function parseSweepReply(reply: unknown): { status: SweepStatus; lost: string[] } {
  if (!Array.isArray(reply) || typeof reply[0] !== 'number') {
    throw new Error('unexpected sweep reply');
  }
  const [code, ...lost] = reply as [number, ...unknown[]];
  return { status: sweepStatuses[code] ?? 'done', lost: lost.map(String) };
}

/**
 * KEYS: heartbeat, live processes, Socket.IO stream. ARGV: process id.
 * Unregisters a closing process; the last one out also deletes the adapter's stream.
 * → 1 when no live process is left.
 */
export const leaveScript = new LuaScript(`
redis.call('DEL', KEYS[1])
redis.call('SREM', KEYS[2], ARGV[1])
if redis.call('EXISTS', KEYS[2]) == 0 then
  redis.call('DEL', KEYS[3])
  return 1
end
return 0
`);
