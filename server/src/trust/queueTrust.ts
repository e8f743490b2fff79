import type { TrustLevel } from '@serendip/protocol';
import { isGuarded } from './trustLevel';
import { imagesLockedFor } from './limits';
import type { TrustHistory, TrustWeights } from './weights';

/** What a stranger queue entry carries of its person's trust (strangers/types.ts QueueEntry). */
export interface QueueTrust {
  trust: TrustLevel;
  mixAt?: number;
  rankAt?: number;
  imagesLockedFor?: number;
}

/**
 * The trust fields of an entry queued at `enqueuedAt` (its wait starting `now`): new and low trust
 * meet only each other until `mixAt` (effects.guardedWaitMs later), then anyone, and may not send
 * images for `imagesLockedFor` more conversations; high trust stands effects.highHeadStartMs
 * earlier in the queue (`rankAt`), so it is met first.
 */
export function queueTrust(
  trust: { level: TrustLevel; history: Pick<TrustHistory, 'completedConversations'> },
  enqueuedAt: number,
  now: number,
  weights: TrustWeights,
): QueueTrust {
  const { level } = trust;
  const { guardedWaitMs, highHeadStartMs } = weights.effects;
  if (isGuarded(level)) {
    const locked = imagesLockedFor(level, trust.history, weights);
    return {
      trust: level,
      mixAt: now + guardedWaitMs,
      ...(locked > 0 ? { imagesLockedFor: locked } : {}),
    };
  }
  if (level === 'high' && highHeadStartMs > 0)
    return { trust: level, rankAt: enqueuedAt - highHeadStartMs };
  return { trust: level };
}
