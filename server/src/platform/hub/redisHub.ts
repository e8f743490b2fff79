// PLACEHOLDER: replaced by the Redis hub.
import type { Logger } from '../logger';
import type { Hub } from './types';
export const RedisHub = {
  async connect(_url: string, _prefix: string, _logger: Logger): Promise<Hub> {
    throw new Error('Redis hub not implemented yet');
  },
};
export async function createRedisSocketAdapter(_url: string, _prefix: string): Promise<never> {
  throw new Error('not implemented');
}
