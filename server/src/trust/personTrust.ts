import type { AppContext } from '../platform/context';
import { accessCache } from '../platform/accessCache';
import { sanctionTags } from '../moderation/sanctionCache';
import { loadTrustHistory, type TrustSubject } from './history';
import { assessTrust, type TrustAssessment } from './trustLevel';
import { trustWeights, type TrustWeights } from './weights';
import type { TrustHistory } from './weights';

export type TrustCtx = Pick<AppContext, 'db' | 'io' | 'config'>;

/** A person's level is computed at most this often per process (or again after a sanction). */
const KEEP_MS = 60_000;

/** A person's trust as the match path and the standing page use it. */
export interface PersonTrust extends TrustAssessment {
  history: TrustHistory;
}

/** The weights in force for this server (TRUST_WEIGHTS_FILE, else the shipped file). */
export const weightsOf = (ctx: Pick<AppContext, 'config'>): TrustWeights =>
  trustWeights(ctx.config.trustWeightsFile);

/** The cache tag of a person's trust: dropped by `trustChanged`. */
const trustTag = (identity: string) => `trust:${identity}`;

/**
 * The person's trust, from the process's access cache: computed from the database at most once
 * a minute per person, and again at once when a suspension or ban on them is stored or lifted
 * (the sanction cache's tags) or `trustChanged` names them.
 */
export function personTrust(ctx: TrustCtx, subject: TrustSubject): Promise<PersonTrust> {
  const { identity } = subject;
  const tags = [
    ...sanctionTags('userId' in subject ? subject : { visitorKey: subject.visitorKey }),
    trustTag(identity),
  ];
  return accessCache(ctx.io).get(
    `trust|${identity}`,
    tags,
    async () => {
      const weights = weightsOf(ctx);
      const history = await loadTrustHistory(ctx.db, subject, weights.levels.countForDays);
      return { ...assessTrust(history, weights), history };
    },
    () => true,
    () => Date.now() + KEEP_MS,
  );
}

/** An account's trust subject (its identity is the one strangers/identity.ts gives accounts). */
export const accountSubject = (userId: string): TrustSubject => ({
  userId,
  identity: `user:${userId}`,
});

/**
 * Forgets this process's cached trust of these identities (a conversation of theirs was just
 * counted); other processes recompute it within a minute.
 */
export function trustChanged(ctx: Pick<AppContext, 'io'>, identities: string[]): void {
  accessCache(ctx.io).drop(identities.map(trustTag));
}
