import crypto from 'node:crypto';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createClient } from 'redis';
import { createLogger } from '../logger';
import { connectionCommands } from './hubConnection';
import { hubContract } from './hubContract';
import { MemoryHub } from './memoryHub';
import { redisKeys } from './redisConnection';
import { RedisHub } from './redisHub';
import { redisHubContract } from './redisHubContract';
import type { Hub } from './types';

const redisUrl = process.env.REDIS_URL;
const logger = createLogger('silent');

describe('MemoryHub', () => {
  const hubs: Hub[] = [];
  afterEach(async () => {
    await Promise.all(hubs.splice(0).map((hub) => hub.close()));
  });
  hubContract(async () => {
    const hub = new MemoryHub();
    hubs.push(hub);
    return hub;
  });
});

describe.skipIf(!redisUrl)('RedisHub', () => {
  const redis = createClient({ url: redisUrl });
  let prefix = '';
  let hubs: RedisHub[] = [];

  const connect = async (options = {}, suffix = '') => {
    const hub = await RedisHub.connect(redisUrl!, `${prefix}${suffix}`, logger, options);
    hubs.push(hub);
    return hub;
  };
  const keysLeft = async () => {
    const found: string[] = [];
    for await (const keys of redis.scanIterator({ MATCH: `${prefix}:*`, COUNT: 1000 }))
      found.push(...keys);
    return found.sort();
  };

  beforeEach(async () => {
    if (!redis.isOpen) await redis.connect();
    prefix = `hubtest${crypto.randomBytes(5).toString('hex')}`;
    hubs = [];
  });
  afterEach(async () => {
    await Promise.all(hubs.map((hub) => hub.close()));
    const left = await keysLeft();
    if (left.length > 0) await redis.del(left);
  });
  afterAll(async () => {
    if (redis.isOpen) await redis.close();
  });

  hubContract(() => connect());
  redisHubContract({
    connect,
    kill(hub) {
      hub.kill();
      hubs = hubs.filter((other) => other !== hub);
    },
    keys: () => redisKeys(prefix),
    keysLeft,
    redis: () => connectionCommands(redis),
  });

  it('fails at start-up when Redis does not answer', async () => {
    await expect(RedisHub.connect('redis://127.0.0.1:1', prefix, logger)).rejects.toThrow(
      /Redis does not answer/,
    );
  });
});
