import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from 'redis';
import { createLogger } from '../logger';
import { connectionCommands } from './hubConnection';
import { hubContract } from '../../../test/storeContracts/hub';
import { MemoryHub } from './memoryHub';
import { RedisHub } from './redisHub';
import { redisHubContracts } from '../../../test/storeContracts/redisHub';
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
  beforeAll(async () => {
    await redis.connect();
  });
  afterAll(async () => {
    await redis.close();
  });

  redisHubContracts({
    open: (prefix, options) => RedisHub.connect(redisUrl!, prefix, logger, options),
    scan: async (pattern) => {
      const found: string[] = [];
      for await (const keys of redis.scanIterator({ MATCH: pattern, COUNT: 1000 }))
        found.push(...keys);
      return found;
    },
    redis: () => connectionCommands(redis),
  });

  it('fails at start-up when Redis does not answer', async () => {
    await expect(RedisHub.connect('redis://127.0.0.1:1', 'unreachable', logger)).rejects.toThrow(
      /Redis does not answer/,
    );
  });
});
