import { LuaScript } from '../platform/hub/redisScripts';
import { findPartnerLua, leaveQueueLua, queueLua } from '../strangers/queueLua';
import { LIVE_RECORD_TTL_MS } from '../strangers/limits';

/**
 * Scripts of the video queue and calls (redisStore.ts), in the hub space `ns`
 * (`<prefix>:{video}:`): the queue keys of strangers/queueLua.ts, `q:group` (ZSET of the
 * groupPreferred waiting), `call:<id>` (HASH group, looking, m:<socket> → member JSON),
 * `order:<id>` (LIST of member sockets in join order), `member:<socket>` (the socket's call id),
 * `looking` (ZSET of calls looking for more, by since when) and `msgs:<id>` (LIST). KEYS[1..2]
 * are always queueKeys(ns); every other key is built from ns, so all share one hash tag (Redis
 * Cluster). Entry JSON is stored and returned verbatim (cjson would turn [] into {}).
 *
 * Call replies: {status, callId, group 0/1, looking 0/1, extra JSON or '', member JSON...}.
 */
const common = `${queueLua(['q:group'])}
local groupKey = ns .. 'q:group'
local lookingKey = ns .. 'looking'
-- Safety net only: calls end when their members leave, or are swept when their process dies.
local TTL = ${LIVE_RECORD_TTL_MS}
local function memberJsons(callId)
  local ids, jsons = {}, {}
  for _, id in ipairs(redis.call('LRANGE', ns .. 'order:' .. callId, 0, -1)) do
    local json = redis.call('HGET', ns .. 'call:' .. callId, 'm:' .. id)
    if json then
      table.insert(ids, id)
      table.insert(jsons, json)
    end
  end
  return ids, jsons
end
local function view(status, callId, extra)
  local meta = redis.call('HMGET', ns .. 'call:' .. callId, 'group', 'looking')
  local reply = {status, callId, meta[1] or '0', meta[2] or '0', extra}
  local _, jsons = memberJsons(callId)
  for _, json in ipairs(jsons) do table.insert(reply, json) end
  return reply
end
-- The entry may join: room left, and everyone in the call alive and eligible with it.
local function mayJoin(e, callId, max)
  local ids, jsons = memberJsons(callId)
  if #ids == 0 or #ids >= max then return false end
  for _, json in ipairs(jsons) do
    local m = cjson.decode(json)
    if not alive(m) or not eligible(e, m) then return false end
  end
  return true
end
local function expire(callId)
  redis.call('PEXPIRE', ns .. 'call:' .. callId, TTL)
  redis.call('PEXPIRE', ns .. 'order:' .. callId, TTL)
end
local function join(callId, id, json)
  redis.call('HSET', ns .. 'call:' .. callId, 'm:' .. id, json, 'looking', '0')
  redis.call('RPUSH', ns .. 'order:' .. callId, id)
  redis.call('ZREM', lookingKey, callId)
  redis.call('SET', ns .. 'member:' .. id, callId, 'PX', TTL)
  expire(callId)
end
`;

/**
 * ARGV: max members, entry JSON, now, retry (1/0), scan limit, new call id.
 * → call reply with status 'matched' (extra: the partner) or 'joined' | {'waiting'} | {'gone'}
 */
export const requestScript = new LuaScript(`${common}
local meJson = ARGV[2]
local me = cjson.decode(meJson)
local rank = rankOf(me)
local max = tonumber(ARGV[1])
local now = tonumber(ARGV[3])
local limit = tonumber(ARGV[5])
local existing = redis.call('HGET', entriesKey, me.socketId)
if ARGV[4] == '1' and not existing then return {'gone'} end
if existing then unqueue(me.socketId, existing) end
if me.groupPreferred then
  for _, callId in ipairs(redis.call('ZRANGE', lookingKey, 0, limit - 1)) do
    if redis.call('EXISTS', ns .. 'call:' .. callId) == 0 then
      redis.call('ZREM', lookingKey, callId)
    elseif mayJoin(me, callId, max) then
      join(callId, me.socketId, meJson)
      return view('joined', callId, '')
    end
  end
end
${findPartnerLua}
if not partnerId then
  redis.call('HSET', entriesKey, me.socketId, meJson)
  redis.call('ZADD', allKey, rank, me.socketId)
  if me.groupPreferred then redis.call('ZADD', groupKey, rank, me.socketId) end
  for _, k in ipairs(me.keys) do redis.call('ZADD', ns .. 'q:i:' .. k, rank, me.socketId) end
  return {'waiting'}
end
unqueue(partnerId, partnerJson)
local callId = ARGV[6]
redis.call('HSET', ns .. 'call:' .. callId, 'group', '0', 'looking', '0')
join(callId, partnerId, partnerJson)
join(callId, me.socketId, meJson)
return view('matched', callId, partnerJson)
`);

/** ARGV: socket id. */
export const leaveQueueScript = new LuaScript(common + leaveQueueLua);

/**
 * ARGV: socket id, recent ms, call id ('' for any).
 * → {callId, ended 0/1, remaining member JSON...} or false when in no such call.
 */
export const leaveCallScript = new LuaScript(`${common}
local id = ARGV[1]
local memberKey = ns .. 'member:' .. id
local callId = redis.call('GET', memberKey)
if not callId or (ARGV[3] ~= '' and ARGV[3] ~= callId) then return false end
redis.call('DEL', memberKey)
local callKey = ns .. 'call:' .. callId
local orderKey = ns .. 'order:' .. callId
local leaverJson = redis.call('HGET', callKey, 'm:' .. id)
if not leaverJson then return false end
redis.call('HDEL', callKey, 'm:' .. id)
redis.call('LREM', orderKey, 0, id)
local leaver = cjson.decode(leaverJson)
local ids, jsons = memberJsons(callId)
for _, json in ipairs(jsons) do remember(leaver.person, cjson.decode(json).person, ARGV[2]) end
local reply = {callId, '0'}
if #ids <= 1 then
  reply[2] = '1'
  for _, mid in ipairs(ids) do
    if redis.call('GET', ns .. 'member:' .. mid) == callId then redis.call('DEL', ns .. 'member:' .. mid) end
  end
  redis.call('DEL', callKey, orderKey, ns .. 'msgs:' .. callId)
  redis.call('ZREM', lookingKey, callId)
end
for _, json in ipairs(jsons) do table.insert(reply, json) end
return reply
`);

/**
 * ARGV: max members, socket id, call id, now, scan limit.
 * → call reply 'looking' or 'joined' (extra: the newcomer) | {'notMember'} | {'full'}
 */
export const lookForMoreScript = new LuaScript(`${common}
local max = tonumber(ARGV[1])
local callId = ARGV[3]
local limit = tonumber(ARGV[5])
local callKey = ns .. 'call:' .. callId
if redis.call('GET', ns .. 'member:' .. ARGV[2]) ~= callId or redis.call('EXISTS', callKey) == 0 then
  return {'notMember'}
end
if redis.call('LLEN', ns .. 'order:' .. callId) >= max then return {'full'} end
redis.call('HSET', callKey, 'group', '1', 'looking', '1')
redis.call('ZADD', lookingKey, 'NX', ARGV[4], callId)
for _, id in ipairs(redis.call('ZRANGE', groupKey, 0, limit - 1)) do
  local json = redis.call('HGET', entriesKey, id)
  if not json then
    redis.call('ZREM', groupKey, id)
  else
    local c = cjson.decode(json)
    if not alive(c) then
      unqueue(id, json)
    elseif mayJoin(c, callId, max) then
      unqueue(id, json)
      join(callId, id, json)
      return view('joined', callId, json)
    end
  end
end
return view('looking', callId, '')
`);

/** ARGV: socket id. → call reply 'call' or false. */
export const callOfScript = new LuaScript(`${common}
local callId = redis.call('GET', ns .. 'member:' .. ARGV[1])
if not callId or redis.call('EXISTS', ns .. 'call:' .. callId) == 0 then return false end
return view('call', callId, '')
`);

/** ARGV: call id, socket id, message, max. → the other members' sockets, or false. */
export const pushMessageScript = new LuaScript(`${common}
local callId = ARGV[1]
if redis.call('GET', ns .. 'member:' .. ARGV[2]) ~= callId then return false end
local key = ns .. 'msgs:' .. callId
redis.call('RPUSH', key, ARGV[3])
redis.call('LTRIM', key, -tonumber(ARGV[4]), -1)
redis.call('PEXPIRE', key, TTL)
local others = {}
for _, id in ipairs(redis.call('LRANGE', ns .. 'order:' .. callId, 0, -1)) do
  if id ~= ARGV[2] then table.insert(others, id) end
end
return others
`);

/** ARGV: socket ids... → members of their calls whose process heartbeat is gone. */
export const deadMembersScript = new LuaScript(`${common}
local seen = {}
local dead = {}
for i = 1, #ARGV do
  local callId = redis.call('GET', ns .. 'member:' .. ARGV[i])
  if callId and not seen[callId] then
    seen[callId] = true
    local ids, jsons = memberJsons(callId)
    for j, json in ipairs(jsons) do
      if not alive(cjson.decode(json)) then table.insert(dead, ids[j]) end
    end
  end
end
return dead
`);
