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
      return tooMany(`Too many requests. ${tryAgainIn(context.ttl)}`);
    },
    allowList: () => !enabled,
  });
}

/** "Please try again in 1 second." / "… in 5 seconds.": the wait rounded up to whole seconds. */
export function tryAgainIn(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  return `Please try again in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`;
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
  if (count > max) throw tooMany(`Too many requests. ${tryAgainIn(resetMs)}`);
}

/** One rule of a rate limit: at most `max` events in a fixed window of `windowMs`. */
export interface RateRule {
  max: number;
  windowMs: number;
}

/**
 * What one person may send into a conversation (friend chat, a room, an anonymous chat, a video
 * call's chat). A person typing fast sends several short messages within a second ("hi", "are
 * you there?", "🙂") and then pauses, so ten a second pass. The minute cap bounds the volume at
 * 180 (three a second on average), which nobody typing reaches: a flood is held to ten a second
 * and stopped there.
 */
export const CONVERSATION_RATE: readonly RateRule[] = [
  { max: 10, windowMs: 1000 },
  { max: 180, windowMs: 60_000 },
];

/**
 * Counts one event of `key` against each rule in order and throws 429 at the first one it
 * exceeds; the later rules do not count an event that an earlier one refused, so a refused burst
 * does not use up the minute's allowance. The message says when the refusing rule's window ends.
 */
export async function limitEach(
  hub: Hub,
  key: string,
  rules: readonly RateRule[],
  enabled = true,
): Promise<void> {
  if (!enabled) return;
  for (const { max, windowMs } of rules) {
    const { count, resetMs } = await hub.hit(`rl:${key}:${windowMs}`, windowMs);
    if (count > max) throw tooMany(`Too many requests. ${tryAgainIn(resetMs)}`);
  }
}
