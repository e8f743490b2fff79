import type { AccountTrust } from '@serendip/protocol';
import { extraBlurMs, imagesLockedFor } from './limits';
import type { PersonTrust } from './personTrust';
import { nextTrustLevel } from './trustLevel';
import type { TrustWeights } from './weights';

const DAY_MS = 24 * 60 * 60_000;

/** A person's trust as GET /api/account/trust shows it (fields listed one by one). */
export function presentTrust(trust: PersonTrust, weights: TrustWeights): AccountTrust {
  return {
    level: trust.level,
    score: trust.score,
    next: nextTrustLevel(trust.level, weights),
    lowUntil:
      trust.lowForDays > 0 ? new Date(Date.now() + trust.lowForDays * DAY_MS).toISOString() : null,
    signals: trust.signals.map(({ signal, count, points, pointsLeft }) => ({
      signal,
      count: Math.floor(count),
      points,
      pointsLeft,
    })),
    limits: {
      imagesLockedFor: imagesLockedFor(trust.level, trust.history, weights),
      extraBlurMs: extraBlurMs(trust.level, weights),
    },
  };
}
