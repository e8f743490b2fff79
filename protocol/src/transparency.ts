import type { ReportCategory } from './reportCategories';

/**
 * The public transparency report (GET /api/transparency, /transparency in the web app): what
 * was reported and decided in one calendar month (UTC), as counts only. No person, account,
 * message, note or rule text is in it.
 */

/** Counts from 1 to SMALL_COUNT_LIMIT - 1 are published as `{ fewerThan: SMALL_COUNT_LIMIT }`. */
export const SMALL_COUNT_LIMIT = 10;

/** A published count: 0, or at least 10, or withheld as "fewer than 10". */
export type PublicCount = number | { fewerThan: typeof SMALL_COUNT_LIMIT };

/** What moderators and the automatic rules decided: the sanction kinds, and dismissals. */
export const TRANSPARENCY_ACTION_KINDS = [
  'warning',
  'removal',
  'termination',
  'suspension',
  'ban',
  'dismissal',
] as const;
export type TransparencyActionKind = (typeof TRANSPARENCY_ACTION_KINDS)[number];

export const TRANSPARENCY_ACTION_LABELS: Record<TransparencyActionKind, string> = {
  warning: 'Warnings',
  removal: 'Content removed',
  termination: 'Chats ended',
  suspension: 'Suspensions',
  ban: 'Bans',
  dismissal: 'Reports dismissed (no violation)',
};

/** A month as `YYYY-MM`. */
export const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

export interface TransparencyMonth {
  /** `YYYY-MM`, in UTC. */
  month: string;
  /** The month is not over yet: its numbers will still grow. */
  partial: boolean;
  /** When these numbers were computed (they are kept for a minute). */
  generatedAt: string;
  reports: {
    total: PublicCount;
    byCategory: Record<ReportCategory, PublicCount>;
    /** Filed by people, or by the automatic checks (text rules, image scores). */
    bySource: { people: PublicCount; automatic: PublicCount };
  };
  actions: {
    total: PublicCount;
    byKind: Record<TransparencyActionKind, PublicCount>;
  };
  decisions: {
    /** Actions the automatic rules took (e.g. a day's matching block after several reports). */
    automatic: PublicCount;
    /** Actions a moderator took, dismissals included. */
    human: PublicCount;
    /** Reports that got a moderator's decision in the month. */
    reportsDecided: PublicCount;
    /**
     * Median minutes from a report to its decision, over the reports decided in the month;
     * null when fewer than 10 were decided.
     */
    medianMinutesToDecision: number | null;
  };
  appeals: {
    filed: PublicCount;
    /** Decided in the month: the decision stands. */
    upheld: PublicCount;
    /** Decided in the month: the decision was reversed and lifted. */
    reversed: PublicCount;
  };
}

/** GET /api/transparency?month=YYYY-MM: one month, and the months there are, newest first. */
export interface TransparencyPage {
  months: string[];
  report: TransparencyMonth;
}

/** A published count in words: "fewer than 10", or the number. */
export function countText(count: PublicCount): string {
  return typeof count === 'number' ? count.toLocaleString('en') : `fewer than ${count.fewerThan}`;
}
