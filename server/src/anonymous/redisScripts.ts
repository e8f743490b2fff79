import { LuaScript } from '../platform/hub/redisScripts';
import { findPartnerLua, leaveQueueLua, queueLua } from '../strangers/queueLua';

/**
 * Scripts of the anonymous match queue and pairs (redisStore.ts), in the hub space `ns`
 * (`<prefix>:{anon}:`): the queue keys of strangers/queueLua.ts, `pair:<socket>` (HASH partner,
 * pairId, revealed: the account the partner revealed), `msgs:<pairId>` (LIST), `last:<socket>`
 * (the last stranger's entry JSON while the reconnect window is open) and `ask:<socket>` (the
 * stranger it asked to meet again). KEYS[1..2] are always queueKeys(ns); every other key is
 * built from ns, so all share one hash tag (Redis Cluster). Entry JSON is stored and
 * returned verbatim (cjson would turn [] into {}).
 */
const common = queueLua();

/**
 * endPair(id, recent ms, reconnect ms (0: none)): ends the socket's pair (both records and the
 * messages go), remembers the two as recent partners and, with a window, as each other's last
 * stranger. → the partner's JSON, or false without a pair.
 *
 * leave(id, recent ms, reconnect ms, withdraw ('', 'request' or 'forget')): cancelReconnect,
 * leaveQueue and endPair in one step (AnonymousStore.leave). → asked socket id or false, partner
 * JSON or false.
 */
const leaveLua = `
local function endPair(id, recentMs, reconnectMs)
  local mineKey = ns .. 'pair:' .. id
  local pair = redis.call('HMGET', mineKey, 'partner', 'pairId')
  if not pair[1] then return false end
  local partner = cjson.decode(pair[1])
  local theirsKey = ns .. 'pair:' .. partner.socketId
  local mineJson = redis.call('HGET', theirsKey, 'partner')
  redis.call('DEL', mineKey, theirsKey, ns .. 'msgs:' .. pair[2])
  if mineJson then
    local mine = cjson.decode(mineJson)
    remember(mine.person, partner.person, recentMs)
    if tonumber(reconnectMs) > 0 then
      redis.call('SET', ns .. 'last:' .. mine.socketId, pair[1], 'PX', reconnectMs)
      redis.call('SET', ns .. 'last:' .. partner.socketId, mineJson, 'PX', reconnectMs)
    end
  end
  return pair[1]
end
local function leave(id, recentMs, reconnectMs, withdraw)
  local asked = false
  if withdraw ~= '' then
    asked = redis.call('GET', ns .. 'ask:' .. id)
    redis.call('DEL', ns .. 'ask:' .. id)
  end
  local queued = redis.call('HGET', entriesKey, id)
  if queued then unqueue(id, queued) end
  local partner = endPair(id, recentMs, reconnectMs)
  if withdraw == 'forget' then redis.call('DEL', ns .. 'last:' .. id) end
  return asked, partner
end
`;

/**
 * ARGV: entry JSON, now, retry (1/0), scan limit, pair ttl ms, then leave first (1/0), recent
 * ms, reconnect ms, withdraw (AnonymousStore.leaveAndMatch; never with retry).
 * → {'matched' | 'waiting' | 'gone', partner JSON or false, asked or false, left partner JSON or
 * false}
 */
export const matchScript = new LuaScript(`${common}${leaveLua}
local meJson = ARGV[1]
local me = cjson.decode(meJson)
local rank = rankOf(me)
local now = tonumber(ARGV[2])
local limit = tonumber(ARGV[4])
local asked, left = false, false
if ARGV[6] == '1' then asked, left = leave(me.socketId, ARGV[7], ARGV[8], ARGV[9]) end
local existing = redis.call('HGET', entriesKey, me.socketId)
if ARGV[3] == '1' and not existing then return {'gone'} end
if existing then unqueue(me.socketId, existing) end
${findPartnerLua}
if not partnerId then
  redis.call('HSET', entriesKey, me.socketId, meJson)
  redis.call('ZADD', allKey, rank, me.socketId)
  for _, k in ipairs(me.keys) do redis.call('ZADD', ns .. 'q:i:' .. k, rank, me.socketId) end
  return {'waiting', false, asked, left}
end
unqueue(partnerId, partnerJson)
local pairId = me.socketId .. '|' .. partnerId
redis.call('HSET', ns .. 'pair:' .. me.socketId, 'partner', partnerJson, 'pairId', pairId)
redis.call('HSET', ns .. 'pair:' .. partnerId, 'partner', meJson, 'pairId', pairId)
redis.call('PEXPIRE', ns .. 'pair:' .. me.socketId, ARGV[5])
redis.call('PEXPIRE', ns .. 'pair:' .. partnerId, ARGV[5])
return {'matched', partnerJson, asked, left}
`);

/** ARGV: socket id. */
export const leaveQueueScript = new LuaScript(common + leaveQueueLua);

/** KEYS[3]: the socket's pair. ARGV: socket id, recent ms, reconnect ms. → partner JSON or false. */
export const endPairScript = new LuaScript(`${common}${leaveLua}
return endPair(ARGV[1], ARGV[2], ARGV[3])
`);

/** KEYS[3..5]: the socket's ask:, last:, pair:. ARGV: socket id, recent ms, reconnect ms, withdraw. */
export const leaveScript = new LuaScript(`${common}${leaveLua}
return {leave(ARGV[1], ARGV[2], ARGV[3], ARGV[4])}
`);

/**
 * KEYS[3..4]: the socket's last:, ask:. ARGV: socket id, pair ttl ms. The request waits, or, when
 * the last stranger asked for this socket too, both are paired (out of any queue) and forget it.
 * → {'matched', my entry JSON, partner JSON} | {'waiting', partner JSON} | {'gone'}
 */
export const askReconnectScript = new LuaScript(`${common}
local partnerJson = redis.call('GET', KEYS[3])
if not partnerJson then return {'gone'} end
local partner = cjson.decode(partnerJson)
local theirLast = ns .. 'last:' .. partner.socketId
local meJson = redis.call('GET', theirLast)
if not meJson or cjson.decode(meJson).socketId ~= ARGV[1] or not alive(partner) then
  return {'gone'}
end
local theirAsk = ns .. 'ask:' .. partner.socketId
if redis.call('GET', theirAsk) ~= ARGV[1] then
  redis.call('SET', KEYS[4], partner.socketId, 'PX', math.max(1, redis.call('PTTL', KEYS[3])))
  return {'waiting', partnerJson}
end
redis.call('DEL', KEYS[3], KEYS[4], theirLast, theirAsk)
for _, id in ipairs({ARGV[1], partner.socketId}) do
  local queued = redis.call('HGET', entriesKey, id)
  if queued then unqueue(id, queued) end
end
local pairId = ARGV[1] .. '|' .. partner.socketId
redis.call('HSET', ns .. 'pair:' .. ARGV[1], 'partner', partnerJson, 'pairId', pairId)
redis.call('HSET', ns .. 'pair:' .. partner.socketId, 'partner', meJson, 'pairId', pairId)
redis.call('PEXPIRE', ns .. 'pair:' .. ARGV[1], ARGV[2])
redis.call('PEXPIRE', ns .. 'pair:' .. partner.socketId, ARGV[2])
return {'matched', meJson, partnerJson}
`);

/** KEYS[3..4]: the socket's ask:, last:. ARGV: forget (1/0). → the stranger asked for, or false. */
export const cancelReconnectScript = new LuaScript(`${common}
local asked = redis.call('GET', KEYS[3])
redis.call('DEL', KEYS[3])
if ARGV[1] == '1' then redis.call('DEL', KEYS[4]) end
return asked
`);

/**
 * KEYS[3]: the socket's pair. ARGV[1]: the revealed account. Marks the reveal on the partner's
 * record. → partner JSON or false.
 */
export const revealScript = new LuaScript(`${common}
local json = redis.call('HGET', KEYS[3], 'partner')
if not json then return false end
local theirsKey = ns .. 'pair:' .. cjson.decode(json).socketId
if redis.call('EXISTS', theirsKey) == 0 then return false end
redis.call('HSET', theirsKey, 'revealed', ARGV[1])
return json
`);

/** KEYS[3]: the socket's pair. ARGV: message, max, ttl ms. → 1 kept, 0 no pair. */
export const pushMessageScript = new LuaScript(`${common}
local pairId = redis.call('HGET', KEYS[3], 'pairId')
if not pairId then return 0 end
local key = ns .. 'msgs:' .. pairId
redis.call('RPUSH', key, ARGV[1])
redis.call('LTRIM', key, -tonumber(ARGV[2]), -1)
redis.call('PEXPIRE', key, ARGV[3])
return 1
`);

/** KEYS[3..]: the sockets' pairs. ARGV: socket ids. → those whose partner's process died. */
export const orphanedScript = new LuaScript(`${common}
local result = {}
for i = 1, #ARGV do
  local json = redis.call('HGET', KEYS[i + 2], 'partner')
  if json and not alive(cjson.decode(json)) then
    table.insert(result, ARGV[i])
  end
end
return result
`);
