import type { Config } from '../config';
import type { Logger } from '../logger';
import { MemoryHub } from './memoryHub';
import type { Hub } from './types';

export type { Hub };

/** The hub for this configuration: Redis when REDIS_URL is set, otherwise in memory. */
export async function createHub(
  config: Pick<Config, 'redisUrl' | 'redisPrefix'>,
  logger: Logger,
): Promise<Hub> {
  if (!config.redisUrl) return new MemoryHub();
  const { RedisHub } = await import('./redisHub');
  return RedisHub.connect(config.redisUrl, config.redisPrefix, logger);
}
