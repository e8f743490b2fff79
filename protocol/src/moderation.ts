import { z } from 'zod';

/**
 * Moderation (issue 13): roles, sanctions with their statement of reasons, appeals, the review
 * queue. Not in SPEC §7; served under /api/moderation/... and /api/account/standing.
 */

export type Role = 'user' | 'moderator' | 'admin';
export type SanctionKind = 'warning' | 'removal' | 'termination' | 'suspension' | 'ban';
export type AppealStatus = 'open' | 'upheld' | 'reversed';

/** The statement of reasons (DSA art. 17) every decision about a person carries. */
export interface Statement {
  _id: string;
  decision: SanctionKind;
  /** What the decision is about, in words ("a photo", "an anonymous chat"). */
  content: string | null;
  rule: string;
  ruleTitle: string;
  automatic: boolean;
  note: string;
  createdAt: string;
  /** End of a suspension; null for a ban or a one-off decision. */
  expiresAt: string | null;
  /** Set when the decision was reversed on appeal. */
  liftedAt: string | null;
  /** The whole statement in one sentence, shown as is. */
  message: string;
  /** Until when an appeal is accepted (null once appealed). */
  appealUntil: string | null;
  appeal: { status: AppealStatus; decision: string | null } | null;
  /** Lets the sanctioned person appeal without signing in (suspension screen). */
  appealToken?: string;
}

export const NOTE_MAX_LENGTH = 1000;

export const appealBody = z.object({
  text: z
    .string({ error: 'Please explain why the decision should be reviewed.' })
    .trim()
    .min(1, 'Please explain why the decision should be reviewed.')
    .max(NOTE_MAX_LENGTH, `At most ${NOTE_MAX_LENGTH} characters.`),
  /** The token from the statement (a signed-out account or a visitor). */
  appealToken: z.string().max(2000).optional(),
  /** A signed-in account's own decision. */
  sanctionId: z.string().max(100).optional(),
});

export const appealDecisionBody = z.object({
  decision: z.enum(['upheld', 'reversed'], { error: 'Choose upheld or reversed.' }),
  reason: z
    .string({ error: 'Please give a reason.' })
    .trim()
    .min(1, 'Please give a reason.')
    .max(NOTE_MAX_LENGTH),
});

export const moderationActionBody = z.object({
  action: z.enum(['dismiss', 'warn', 'remove', 'terminate', 'suspend', 'ban'], {
    error: 'Choose an action.',
  }),
  rule: z.string({ error: 'Choose a rule.' }).min(1, 'Choose a rule.').max(50).optional(),
  note: z.string().trim().max(NOTE_MAX_LENGTH).default(''),
  /** Suspension length; default: the escalation policy's next step. */
  hours: z
    .number()
    .int()
    .min(1)
    .max(24 * 365)
    .optional(),
  /** Content to remove. */
  content: z
    .object({
      kind: z.enum(['photo', 'comment', 'roomMessage', 'room']),
      id: z.string().max(100),
    })
    .optional(),
});

export const roleBody = z.object({ role: z.enum(['user', 'moderator', 'admin']) });

export interface QueueReport {
  _id: string;
  context: string;
  reason: string;
  evidence: unknown;
  reporter: string;
  createdAt: string;
  status: 'open' | 'reviewed';
}

export interface QueueItem {
  /** `user:<id>` or `visitor:<key>`. */
  subject: string;
  username: string | null;
  profilePicture: string | null;
  reports: number;
  reporters: number;
  priority: number;
  claimedBy: string | null;
  lastReportAt: string;
}

export interface QueueItemDetail extends QueueItem {
  reportList: QueueReport[];
  sanctions: Statement[];
  photos: { _id: string; imageUrl: string; caption: string }[];
  bio: string | null;
  /** What the escalation policy proposes next. */
  proposed: { action: 'warn' | 'suspend' | 'ban'; hours?: number };
}

export interface AuditRow {
  _id: string;
  actor: string | null;
  action: string;
  subject: string;
  rule: string | null;
  note: string;
  createdAt: string;
}
