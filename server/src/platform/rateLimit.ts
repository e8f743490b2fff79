import type { FastifyInstance, FastifyRequest } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import type { Hub } from './hub/types';
import type { RateRule, ServiceRateRule } from '@serendip/protocol';
import type { AppContext } from './context';
import { tooMany } from './errors';

// The rules and the conversation rate are part of the protocol's socket contract.
export { CONVERSATION_RATE, type RateRule } from '@serendip/protocol';

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

/**
 * Counts one event of a service's own limit (protocol's SERVICE_LIMITS) under `key`, e.g. a
 * person or an address, and throws 429 past it. Off with RATE_LIMITS=off unless it is a sanction.
 */
export async function limitService(
  ctx: Pick<AppContext, 'hub' | 'config'>,
  rule: ServiceRateRule,
  key: string,
): Promise<void> {
  const enabled = rule.sanction === true || ctx.config.rateLimits;
  await limit(ctx.hub, `${rule.bucket}:${key}`, rule.max, rule.windowMs, enabled);
}

/** Counts one event as `limitService` does; false instead of a refusal, for what drops quietly. */
export async function withinServiceLimit(
  ctx: Pick<AppContext, 'hub' | 'config'>,
  rule: ServiceRateRule,
  key: string,
): Promise<boolean> {
  try {
    await limitService(ctx, rule, key);
    return true;
  } catch {
    return false;
  }
}
