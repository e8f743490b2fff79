/** Trust levels of people meeting strangers (server/src/trust/, docs/moderation/trust.md). */
export const TRUST_LEVELS = ['new', 'low', 'standard', 'high'] as const;
export type TrustLevel = (typeof TRUST_LEVELS)[number];

/** What counts toward a person's trust, as the standing page shows it. */
export type TrustSignal =
  | 'accountAge'
  | 'emailConfirmed'
  | 'completedConversations'
  | 'friends'
  | 'upheldReportsMade'
  | 'upheldReportsAgainst'
  | 'sanctions';

/** One line of the trust card: what the person has and the points it gives (or takes). */
export interface TrustSignalView {
  signal: TrustSignal;
  /** Days, conversations, friends, reports or sanctions counted (1/0 for emailConfirmed). */
  count: number;
  points: number;
  /** Points this signal can still add (0 once at its cap, or for the negative ones). */
  pointsLeft: number;
}

/** GET /api/account/trust: the signed-in person's level and how to raise it. */
export interface AccountTrust {
  level: TrustLevel;
  score: number;
  /** The next level up and the score it needs; null at the top. */
  next: { level: TrustLevel; score: number } | null;
  /** A recent sanction holds the level at 'low' until this time (ISO), else null. */
  lowUntil: string | null;
  signals: TrustSignalView[];
  /** Limits that apply at this level. */
  limits: {
    /** Completed conversations left before images can be sent in anonymous chat (0: none). */
    imagesLockedFor: number;
    /** Extra time this person's video stays blurred for the strangers they meet in video chat. */
    extraBlurMs: number;
  };
}
