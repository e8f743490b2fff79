import { LuaScript } from './redisScripts';
import { findPartnerLua, leaveQueueLua, queueLua } from './redisQueueLua';

/**
 * Scripts of the anonymous match queue. Keys are built inside the scripts from the prefix
 * (ARGV[1], ends with ':'): `anon:q:entries` (HASH socket → entry JSON), `anon:q:all` (ZSET by
 * wait start), `anon:q:i:<interest>` (ZSET per interest), `anon:pair:<socket>` (HASH partner,
 * pairId, revealed), `anon:msgs:<pairId>` (LIST), `anon:recent:<person>` (SET), `proc:<id>`
 * (the process heartbeats of RedisHub). Entry JSON is stored and returned verbatim (cjson would
 * turn [] into {}).
 */
const common = queueLua('anon:');

/**
 * ARGV: prefix, entry JSON, now, retry (1/0), scan limit.
 * → {'matched', partner JSON} | {'waiting'} | {'gone'}
 */
export const matchScript = new LuaScript(`${common}
local meJson = ARGV[2]
local me = cjson.decode(meJson)
local now = tonumber(ARGV[3])
local limit = tonumber(ARGV[5])
local existing = redis.call('HGET', entriesKey, me.socketId)
if ARGV[4] == '1' and not existing then return {'gone'} end
if existing then unqueue(me.socketId, existing) end
${findPartnerLua}
if not partnerId then
  redis.call('HSET', entriesKey, me.socketId, meJson)
  redis.call('ZADD', allKey, me.enqueuedAt, me.socketId)
  for _, k in ipairs(me.keys) do redis.call('ZADD', ns .. 'q:i:' .. k, me.enqueuedAt, me.socketId) end
  return {'waiting'}
end
unqueue(partnerId, partnerJson)
local pairId = me.socketId .. '|' .. partnerId
redis.call('HSET', ns .. 'pair:' .. me.socketId, 'partner', partnerJson, 'pairId', pairId)
redis.call('HSET', ns .. 'pair:' .. partnerId, 'partner', meJson, 'pairId', pairId)
redis.call('PEXPIRE', ns .. 'pair:' .. me.socketId, 43200000)
redis.call('PEXPIRE', ns .. 'pair:' .. partnerId, 43200000)
return {'matched', partnerJson}
`);

/** ARGV: prefix, socket id. */
export const leaveQueueScript = new LuaScript(common + leaveQueueLua);

/** ARGV: prefix, socket id, recent ms. → the partner's JSON, or false without a pair. */
export const endPairScript = new LuaScript(`${common}
local mineKey = ns .. 'pair:' .. ARGV[2]
local pair = redis.call('HMGET', mineKey, 'partner', 'pairId')
if not pair[1] then return false end
local partner = cjson.decode(pair[1])
local theirsKey = ns .. 'pair:' .. partner.socketId
local mineJson = redis.call('HGET', theirsKey, 'partner')
redis.call('DEL', mineKey, theirsKey, ns .. 'msgs:' .. pair[2])
if mineJson then
  remember(cjson.decode(mineJson).person, partner.person, ARGV[3])
end
return pair[1]
`);

/** ARGV: prefix, socket id. Marks the reveal on the partner's record. → partner JSON or false. */
export const revealScript = new LuaScript(`
local p = ARGV[1]
local json = redis.call('HGET', p .. 'anon:pair:' .. ARGV[2], 'partner')
if not json then return false end
local theirsKey = p .. 'anon:pair:' .. cjson.decode(json).socketId
if redis.call('EXISTS', theirsKey) == 0 then return false end
redis.call('HSET', theirsKey, 'revealed', '1')
return json
`);

/** ARGV: prefix, socket id, message, max. → 1 kept, 0 no pair. */
export const pushMessageScript = new LuaScript(`
local p = ARGV[1]
local pairId = redis.call('HGET', p .. 'anon:pair:' .. ARGV[2], 'pairId')
if not pairId then return 0 end
local key = p .. 'anon:msgs:' .. pairId
redis.call('RPUSH', key, ARGV[3])
redis.call('LTRIM', key, -tonumber(ARGV[4]), -1)
redis.call('PEXPIRE', key, 43200000)
return 1
`);

/** ARGV: prefix, socket ids... → those whose partner's process heartbeat is gone. */
export const orphanedScript = new LuaScript(`${common}
local result = {}
for i = 2, #ARGV do
  local json = redis.call('HGET', ns .. 'pair:' .. ARGV[i], 'partner')
  if json and not alive(cjson.decode(json)) then
    table.insert(result, ARGV[i])
  end
end
return result
`);

/** KEYS: zset. ARGV: member, now, window ms. → distinct members within the window. */
export const countDistinctScript = new LuaScript(`
redis.call('ZADD', KEYS[1], ARGV[2], ARGV[1])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', tonumber(ARGV[2]) - tonumber(ARGV[3]))
redis.call('PEXPIRE', KEYS[1], ARGV[3])
return redis.call('ZCARD', KEYS[1])
`);
