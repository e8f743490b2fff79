/** Result schemas of the public transparency report: counts only, per calendar month (UTC). */
import { z } from 'zod';
import { REPORT_CATEGORY_IDS } from '../reportCategories';
import { SMALL_COUNT_LIMIT, TRANSPARENCY_ACTION_KINDS } from '../transparency';

/** A published count: 0, or at least 10, or withheld as "fewer than 10". */
export const publicCountSchema = z.union([
  z.number(),
  z.object({ fewerThan: z.literal(SMALL_COUNT_LIMIT) }),
]);

export const transparencyMonthSchema = z.object({
  /** `YYYY-MM`, in UTC. */
  month: z.string(),
  /** The month is not over yet: its numbers will still grow. */
  partial: z.boolean(),
  /** When these numbers were computed (they are kept for a minute). */
  generatedAt: z.string(),
  reports: z.object({
    total: publicCountSchema,
    byCategory: z.record(z.enum(REPORT_CATEGORY_IDS), publicCountSchema),
    /** Filed by people, or by the automatic checks (text rules, image scores). */
    bySource: z.object({ people: publicCountSchema, automatic: publicCountSchema }),
  }),
  actions: z.object({
    total: publicCountSchema,
    byKind: z.record(z.enum(TRANSPARENCY_ACTION_KINDS), publicCountSchema),
  }),
  decisions: z.object({
    /** Actions the automatic rules took (e.g. a day's matching block after several reports). */
    automatic: publicCountSchema,
    /** Actions a moderator took, dismissals included. */
    human: publicCountSchema,
    /** Reports that got a moderator's decision in the month. */
    reportsDecided: publicCountSchema,
    /**
     * Median minutes from a report to its decision, over the reports decided in the month;
     * null when fewer than 10 were decided.
     */
    medianMinutesToDecision: z.number().nullable(),
  }),
  appeals: z.object({
    filed: publicCountSchema,
    /** Decided in the month: the decision stands. */
    upheld: publicCountSchema,
    /** Decided in the month: the decision was reversed and lifted. */
    reversed: publicCountSchema,
  }),
});

/** GET /api/transparency?month=YYYY-MM: one month, and the months there are, newest first. */
export const transparencyPageSchema = z.object({
  months: z.array(z.string()),
  report: transparencyMonthSchema,
});
