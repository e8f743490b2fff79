import type { FastifyInstance, FastifyRequest } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import type { Hub } from './hub/types';
import { tooMany } from './errors';

type StoreCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** A @fastify/rate-limit store over the hub, so limits hold across server processes. */
function hubStore(hub: Hub) {
  return class HubRateLimitStore {
    private readonly prefix: string;
    // The plugin constructs the root store with its options; children get their route's name.
    constructor(prefix?: unknown) {
      this.prefix = typeof prefix === 'string' ? prefix : 'global';
    }
    incr(key: string, callback: StoreCallback, timeWindow: number): void {
      hub.hit(`rl:${this.prefix}:${key}`, timeWindow).then(
        ({ count, resetMs }) => callback(null, { current: count, ttl: resetMs }),
        (error: Error) => callback(error),
      );
    }
    child(routeOptions: object) {
      const route = (routeOptions as { routeInfo?: { method?: string; url?: string } }).routeInfo;
      return new HubRateLimitStore(`${route?.method ?? ''}${route?.url ?? ''}`);
    }
  };
}

/**
 * Registers rate limiting. Routes opt in with `config: { rateLimit: { max, timeWindow } }`;
 * nothing is limited globally. Keys are the client IP (requests from one address).
 */
export async function registerRateLimits(
  app: FastifyInstance,
  hub: Hub,
  enabled: boolean,
): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    store: hubStore(hub),
    keyGenerator: (request: FastifyRequest) => request.ip,
    skipOnError: false,
    errorResponseBuilder: (_request, context) => {
      const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
      const error = tooMany(`Too many requests. Please try again in ${seconds} seconds.`);
      return error;
    },
    allowList: () => !enabled,
  });
}

/** Counts one event of `key` in a fixed window and throws 429 past `max` (for socket events and services). */
export async function limit(
  hub: Hub,
  key: string,
  max: number,
  windowMs: number,
  enabled = true,
): Promise<void> {
  if (!enabled) return;
  const { count, resetMs } = await hub.hit(`rl:${key}`, windowMs);
  if (count > max) {
    throw tooMany(
      `Too many requests. Please try again in ${Math.max(1, Math.ceil(resetMs / 1000))} seconds.`,
    );
  }
}
