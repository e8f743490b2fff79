import type { z } from 'zod';
import type { transparencyMonthSchema, transparencyPageSchema } from './wire/transparency';

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

export type TransparencyMonth = z.infer<typeof transparencyMonthSchema>;

/** GET /api/transparency?month=YYYY-MM: one month, and the months there are, newest first. */
export type TransparencyPage = z.infer<typeof transparencyPageSchema>;

/** A published count in words: "fewer than 10", or the number. */
export function countText(count: PublicCount): string {
  return typeof count === 'number' ? count.toLocaleString('en') : `fewer than ${count.fewerThan}`;
}
