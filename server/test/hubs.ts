import crypto from 'node:crypto';
import { afterAll, afterEach, beforeEach, expect } from 'vitest';
import { createClient } from 'redis';
import { createLogger } from '../src/platform/logger';
import { MemoryHub } from '../src/platform/hub/memoryHub';
import { RedisHub } from '../src/platform/hub/redisHub';
import type { Hub } from '../src/platform/hub/types';
import type { QueueEntry } from '../src/strangers/types';

/** Hub and store contract tests: helpers shared by the hub, anonymous and video store contracts. */

export const redisUrl = process.env.REDIS_URL;
export const NOW = 1_000_000;

/** A visitor's entry on the hub's process; interests give the keys and a widenAt 5 s later. */
export function queueEntry(
  hub: Pick<Hub, 'processId'>,
  socketId: string,
  over: Partial<QueueEntry> = {},
): QueueEntry {
  const interests = over.interests ?? [];
  return {
    socketId,
    processId: hub.processId,
    person: `visitor:${socketId}`,
    visitorId: socketId,
    interests,
    keys: interests.map((interest) => interest.toLowerCase()),
    exclude: [],
    enqueuedAt: NOW,
    widenAt: interests.length > 0 ? NOW + 5000 : NOW,
    ...over,
  };
}

/** Makes memory hubs for the tests of a describe block; closes them after each test. */
export function memoryHubs(): () => Promise<Hub> {
  const hubs: Hub[] = [];
  afterEach(async () => {
    await Promise.all(hubs.splice(0).map((hub) => hub.close()));
  });
  return async () => {
    const hub = new MemoryHub();
    hubs.push(hub);
    return hub;
  };
}

/**
 * Redis hubs for the tests of a describe block, under a fresh prefix `<name><random>` per test,
 * with short heartbeats (a killed one is dead within 400 ms). After each test the hubs still
 * held are closed and every key of the prefix is deleted.
 */
export function redisHubs(name: string) {
  const redis = createClient({ url: redisUrl });
  const logger = createLogger('silent');
  let prefix = '';
  let hubs: RedisHub[] = [];
  beforeEach(async () => {
    if (!redis.isOpen) await redis.connect();
    prefix = `${name}${crypto.randomBytes(5).toString('hex')}`;
    hubs = [];
  });
  afterEach(async () => {
    await Promise.all(hubs.map((hub) => hub.close()));
    const left = await keysOf(`${prefix}:*`);
    if (left.length > 0) await redis.del(left);
  });
  afterAll(async () => {
    if (redis.isOpen) await redis.close();
  });
  const keysOf = async (pattern: string) => {
    const keys: string[] = [];
    for await (const batch of redis.scanIterator({ MATCH: pattern, COUNT: 1000 }))
      keys.push(...batch);
    return keys;
  };
  return {
    redis,
    prefix: () => prefix,
    /** The keys of this test's prefix matching `pattern` (after the prefix and ':'). */
    keys: (pattern: string) => keysOf(`${prefix}:${pattern}`),
    async connect(): Promise<RedisHub> {
      const hub = await RedisHub.connect(redisUrl!, prefix, logger, {
        heartbeatMs: 100,
        heartbeatTtlMs: 400,
        sweepMs: 100,
      });
      hubs.push(hub);
      return hub;
    },
    /** The hub was killed or closed by the test: not closed again. */
    forget(hub: RedisHub): void {
      hubs = hubs.filter((held) => held !== hub);
    },
  };
}

/**
 * The partners of concurrent requests (`results[i]` answered `socketIds[i]`), checking that no
 * waiting socket was handed out twice; a socket maps to its partner, both ways.
 */
export function partnersOf(
  results: { status: string; partner?: QueueEntry }[],
  socketIds: string[],
): Map<string, string> {
  const partnerOf = new Map<string, string>();
  results.forEach((result, index) => {
    if (result.status !== 'matched' || !result.partner) return;
    expect(partnerOf.has(result.partner.socketId)).toBe(false);
    partnerOf.set(result.partner.socketId, socketIds[index]);
    partnerOf.set(socketIds[index], result.partner.socketId);
  });
  return partnerOf;
}
