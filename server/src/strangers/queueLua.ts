/**
 * Lua shared by the queue scripts of anonymous text chat (anonymous/redisScripts.ts) and video
 * chat (video/redisScripts.ts); queueRules.ts is its memory side. Each feature keeps its queue in
 * its own hub space `ns` (`<prefix>:{anon}:` or `<prefix>:{video}:`): one hash tag, so every key
 * below lives in one Redis Cluster slot. Keys: `q:entries` (HASH socket → entry JSON), `q:all`
 * (ZSET by wait start), `q:i:<interest>` (ZSET per interest), `recent:<person>` (SET) and
 * `proc:<id>` (liveness of each process, kept by the hub's heartbeat).
 *
 * Every script gets KEYS[1] = `ns q:entries` and KEYS[2] = `ns q:all` (queueKeys); keys that
 * depend on data (interests, people, sockets) are built from ns and so carry the same tag.
 */

/** The first two KEYS of every queue script. */
export function queueKeys(ns: string): string[] {
  return [`${ns}q:entries`, `${ns}q:all`];
}

/**
 * Defines ns, entriesKey, allKey and the functions below. `alsoQueuedIn`: further ZSETs under ns
 * that unqueue takes an entry out of.
 */
export const queueLua = (alsoQueuedIn: string[] = []) => `
local entriesKey = KEYS[1]
local allKey = KEYS[2]
local ns = string.sub(entriesKey, 1, #entriesKey - #'q:entries')
local function unqueue(id, json)
  local e = cjson.decode(json)
  redis.call('HDEL', entriesKey, id)
  redis.call('ZREM', allKey, id)
${alsoQueuedIn.map((name) => `  redis.call('ZREM', ns .. '${name}', id)\n`).join('')}  for _, k in ipairs(e.keys) do redis.call('ZREM', ns .. 'q:i:' .. k, id) end
end
local function listed(list, x)
  for _, y in ipairs(list) do if y == x then return true end end
  return false
end
local function alive(e)
  return redis.call('EXISTS', ns .. 'proc:' .. e.processId) == 1
end
-- Both gave languages and share one (languages.ts).
local function sharesLanguage(a, b)
  if type(a.languages) ~= 'table' or type(b.languages) ~= 'table' then return false end
  for _, code in ipairs(a.languages) do
    if listed(b.languages, code) then return true end
  end
  return false
end
-- Recent partners are written both ways, so a's set is enough.
local function eligible(a, b)
  if a.socketId == b.socketId or a.person == b.person then return false end
  if (a.languageOnly or b.languageOnly) and not sharesLanguage(a, b) then return false end
  if listed(a.exclude, b.person) or listed(b.exclude, a.person) then return false end
  if b.identity and listed(a.exclude, b.identity) then return false end
  if a.identity and listed(b.exclude, a.identity) then return false end
  return redis.call('SISMEMBER', ns .. 'recent:' .. a.person, b.person) == 0
end
-- Where an entry stands in the queue ZSETs: earlier for a high-trust head start.
local function rankOf(e)
  return e.rankAt or e.enqueuedAt
end
-- The two people are not paired again for ms.
local function remember(a, b, ms)
  for _, both in ipairs({{a, b}, {b, a}}) do
    local key = ns .. 'recent:' .. both[1]
    redis.call('SADD', key, both[2])
    redis.call('PEXPIRE', key, ms)
  end
end
`;

/**
 * Finds a partner for the entry `me` (after queueLua and the script's `unqueue`; needs `now` and
 * the scan `limit`): the first-ranked (rankOf) eligible one sharing an interest, else, once me is
 * past widenAt, anyone past theirs; new and low trust meet others only past both mixAt. Sets
 * partnerId and partnerJson (nil when none); a candidate of a dead process is purged on the way.
 */
export const findPartnerLua = `
-- New and low trust (a mixAt) meet the others once every mixAt among the two passed (queueRules.ts).
local function trustMixes(a, b)
  if (a.mixAt == nil) == (b.mixAt == nil) then return true end
  if a.mixAt and tonumber(a.mixAt) > now then return false end
  if b.mixAt and tonumber(b.mixAt) > now then return false end
  return true
end
-- Both gave languages and share none: they meet once both are past languageWidenAt.
local function languageReady(a, b)
  if type(a.languages) ~= 'table' or type(b.languages) ~= 'table' or sharesLanguage(a, b) then return true end
  return tonumber(a.languageWidenAt or 0) <= now and tonumber(b.languageWidenAt or 0) <= now
end
local function candidate(id, widened)
  local json = redis.call('HGET', entriesKey, id)
  if not json then
    redis.call('ZREM', allKey, id)
    return nil
  end
  local c = cjson.decode(json)
  if not alive(c) then
    unqueue(id, json)
    return nil
  end
  if widened and tonumber(c.widenAt) > now then return nil end
  if not eligible(me, c) or not trustMixes(me, c) or not languageReady(me, c) then return nil end
  return json
end
local function scan(key, widened)
  for _, id in ipairs(redis.call('ZRANGE', key, 0, limit - 1)) do
    local json = candidate(id, widened)
    if json then return id, json end
  end
  return nil
end
local partnerId, partnerJson
for _, k in ipairs(me.keys) do
  partnerId, partnerJson = scan(ns .. 'q:i:' .. k, false)
  if partnerId then break end
end
if not partnerId and tonumber(me.widenAt) <= now then
  partnerId, partnerJson = scan(allKey, true)
end
`;

/** ARGV: socket id. Takes the socket out of the queue (after queueLua). */
export const leaveQueueLua = `
local json = redis.call('HGET', entriesKey, ARGV[1])
if json then unqueue(ARGV[1], json) end
return 1
`;
