/** Result schema of GET /api/account/trust: the person's level and how to raise it. */
import { z } from 'zod';
import { TRUST_LEVELS } from '../trust';

export const trustLevelSchema = z.enum(TRUST_LEVELS);

/** What counts toward a person's trust, as the standing page shows it. */
export const trustSignalSchema = z.enum([
  'accountAge',
  'emailConfirmed',
  'completedConversations',
  'friends',
  'upheldReportsMade',
  'upheldReportsAgainst',
  'sanctions',
]);

/** One line of the trust card: what the person has and the points it gives (or takes). */
export const trustSignalViewSchema = z.object({
  signal: trustSignalSchema,
  /** Days, conversations, friends, reports or sanctions counted (1/0 for emailConfirmed). */
  count: z.number(),
  points: z.number(),
  /** Points this signal can still add (0 once at its cap, or for the negative ones). */
  pointsLeft: z.number(),
});

export const accountTrustSchema = z.object({
  level: trustLevelSchema,
  score: z.number(),
  /** The next level up and the score it needs; null at the top. */
  next: z.object({ level: trustLevelSchema, score: z.number() }).nullable(),
  /** A recent sanction holds the level at 'low' until this time (ISO), else null. */
  lowUntil: z.string().nullable(),
  signals: z.array(trustSignalViewSchema),
  /** Limits that apply at this level. */
  limits: z.object({
    /** Completed conversations left before images can be sent in anonymous chat (0: none). */
    imagesLockedFor: z.number(),
    /** Extra time this person's video stays blurred for the strangers they meet in video chat. */
    extraBlurMs: z.number(),
  }),
});
