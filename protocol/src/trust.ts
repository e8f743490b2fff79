import type { z } from 'zod';
import type { accountTrustSchema, trustSignalSchema, trustSignalViewSchema } from './wire/trust';

/** Trust levels of people meeting strangers (server/src/trust/, docs/moderation/trust.md). */
export const TRUST_LEVELS = ['new', 'low', 'standard', 'high'] as const;
export type TrustLevel = (typeof TRUST_LEVELS)[number];

/** What counts toward a person's trust, as the standing page shows it. */
export type TrustSignal = z.infer<typeof trustSignalSchema>;

/** One line of the trust card: what the person has and the points it gives (or takes). */
export type TrustSignalView = z.infer<typeof trustSignalViewSchema>;

/** GET /api/account/trust: the signed-in person's level and how to raise it. */
export type AccountTrust = z.infer<typeof accountTrustSchema>;
