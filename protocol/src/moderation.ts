import { z } from 'zod';
import type {
  appealStatusSchema,
  auditRowSchema,
  evidenceLineSchema,
  evidenceMediaSchema,
  evidenceSpeakerSchema,
  flaggedWordsSchema,
  historyEntrySchema,
  itemPermissionsSchema,
  queueItemDetailSchema,
  queueItemSchema,
  queueReportSchema,
  removableItemSchema,
  reportEvidenceSchema,
  roleSchema,
  sanctionKindSchema,
  staffMemberSchema,
  statementSchema,
} from './wire/moderation';

/** Safety checks on text (server/src/moderation/textRules.ts): what the sender is told. */

/** Where someone in distress can talk to a person now. */
export interface SupportResource {
  name: string;
  contact: string;
  url: string;
}

/** Shown to a person who says they want to hurt themselves (no sanction follows). */
export const SUPPORT_RESOURCES: SupportResource[] = [
  {
    name: 'Find a Helpline (free, confidential, worldwide)',
    contact: 'Search by country',
    url: 'https://findahelpline.com',
  },
  {
    name: '988 Suicide & Crisis Lifeline (US)',
    contact: 'Call or text 988',
    url: 'https://988lifeline.org',
  },
  {
    name: 'Samaritans (UK and Ireland)',
    contact: 'Call 116 123',
    url: 'https://www.samaritans.org',
  },
];

/**
 * `moderationNotice`, to the sender only: 'warning' when a text rule caught their message (it
 * may have been hidden or not sent), 'support' with resources when they said they want to hurt
 * themselves (their message was delivered).
 */
export interface ModerationNotice {
  kind: 'warning' | 'support';
  /** The rule's id, e.g. 'contact-details'. */
  rule: string;
  message: string;
  resources?: SupportResource[];
}

/**
 * Extra on a delivered anonymous or call message (and its sender's ack): the safety checks hid
 * part of it with asterisks. 'contact': a phone number, e-mail, street address or another app's
 * username. Absent when nothing was hidden (profanity asterisks are not counted).
 */
export type HiddenContent = 'contact';

/**
 * `chatTerminated`: the safety checks ended an anonymous chat or a video call (for the sender
 * of the message, with the rule's reason; for the partner, a neutral reason). In a call,
 * callId names it.
 */
export interface ChatTerminated {
  reason: string;
  callId?: string;
}

/** Said to the partner whose chat was ended because of the other person's message. */
export const PARTNER_CHAT_TERMINATED =
  'The chat was ended by our safety checks. You did nothing wrong.';

export interface ModerationServerEvents {
  moderationNotice: (notice: ModerationNotice) => void;
  chatTerminated: (payload: ChatTerminated) => void;
}

/**
 * Moderation: roles, sanctions with their statement of reasons, appeals, the review
 * queue. Extras (docs/protocol.md); served under /api/moderation/... and /api/account/standing.
 */

export type Role = z.infer<typeof roleSchema>;
export type SanctionKind = z.infer<typeof sanctionKindSchema>;
export type AppealStatus = z.infer<typeof appealStatusSchema>;

/** The statement of reasons (DSA art. 17) every decision about a person carries. */
export type Statement = z.infer<typeof statementSchema>;

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

/** What the remove action can take away: an account's photo, comment, room or friend message, room. */
export const REMOVABLE_KINDS = ['photo', 'comment', 'roomMessage', 'chatMessage', 'room'] as const;
export type RemovableKind = (typeof REMOVABLE_KINDS)[number];

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
      kind: z.enum(REMOVABLE_KINDS),
      id: z.string().max(100),
    })
    .optional(),
});

export const roleBody = z.object({ role: z.enum(['user', 'moderator', 'admin']) });

/** Who said a line of evidence, seen from the report: the reported person, the reporter, anyone else. */
export type EvidenceSpeaker = z.infer<typeof evidenceSpeakerSchema>;

/** One line of a chat kept as evidence, labelled by speaker (and username for accounts). */
export type EvidenceLine = z.infer<typeof evidenceLineSchema>;

/** A picture or video kept as evidence; the console shows it blurred until clicked. */
export type EvidenceMedia = z.infer<typeof evidenceMediaSchema>;

/** Why an automatic flag was raised: the rule that matched and the words it matched. */
export type FlaggedWords = z.infer<typeof flaggedWordsSchema>;

/**
 * A report's evidence as the console shows it (the stored evidence, read for people): what was
 * flagged or reported, the chat lines around it from both sides, media, a profile's bio.
 */
export type ReportEvidence = z.infer<typeof reportEvidenceSchema>;

export type QueueReport = z.infer<typeof queueReportSchema>;

/** One earlier event in a person's history: a flag, a report or a decision, with its outcome. */
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

export type QueueItem = z.infer<typeof queueItemSchema>;

export type QueueItemDetail = z.infer<typeof queueItemDetailSchema>;

export type ModerationActionKind = z.infer<typeof moderationActionBody>['action'];

/** The actions a moderator may take on an item now (claimed by another: none). */
export type ItemPermissions = z.infer<typeof itemPermissionsSchema>;

export type RemovableItem = z.infer<typeof removableItemSchema>;

export type StaffMember = z.infer<typeof staffMemberSchema>;

export type AuditRow = z.infer<typeof auditRowSchema>;
