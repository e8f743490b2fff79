/**
 * Result schemas of moderation: statements of reasons, the review queue and its items, appeals,
 * staff and the audit log (extras: served under /api/moderation/... and /api/account/...).
 */
import { z } from 'zod';
import { moderationActionBody, REMOVABLE_KINDS } from '../moderation';

export const roleSchema = z.enum(['user', 'moderator', 'admin']);
export const sanctionKindSchema = z.enum([
  'warning',
  'removal',
  'termination',
  'suspension',
  'ban',
]);
export const appealStatusSchema = z.enum(['open', 'upheld', 'reversed']);

/** The statement of reasons (DSA art. 17) every decision about a person carries. */
export const statementSchema = z.object({
  _id: z.string(),
  decision: sanctionKindSchema,
  /** What the decision is about, in words ("a photo", "an anonymous chat"). */
  content: z.string().nullable(),
  rule: z.string(),
  ruleTitle: z.string(),
  automatic: z.boolean(),
  note: z.string(),
  createdAt: z.string(),
  /** End of a suspension; null for a ban or a one-off decision. */
  expiresAt: z.string().nullable(),
  /** Set when the decision was reversed on appeal. */
  liftedAt: z.string().nullable(),
  /** The whole statement in one sentence, shown as is. */
  message: z.string(),
  /** Until when an appeal is accepted (null once appealed). */
  appealUntil: z.string().nullable(),
  appeal: z.object({ status: appealStatusSchema, decision: z.string().nullable() }).nullable(),
  /** Lets the sanctioned person appeal without signing in (suspension screen). */
  appealToken: z.string().optional(),
});

/** One community-guidelines rule a moderator cites. */
export const ruleSchema = z.object({ id: z.string(), title: z.string() });

/** An appeal waiting for a moderator's decision. */
export const openAppealSchema = z.object({
  _id: z.string(),
  text: z.string(),
  createdAt: z.string(),
  subject: z.string(),
  decidedBy: z.string().nullable(),
  statement: statementSchema,
  /** Who appeals: the account's username, or null for a visitor (see `visitor`). */
  username: z.string().nullable(),
  /** A visitor's short key ("Visitor 1a2b3c4d"), null for an account. */
  visitor: z.string().nullable(),
  /** The console's page of the person: their reports, evidence and history. */
  itemPath: z.string(),
  /** The decisions this moderator may take on it (none on an appeal of their own decision). */
  allowed: z.array(z.enum(['upheld', 'reversed'])),
});

/** Who said a line of evidence, seen from the report: the reported person, the reporter, anyone else. */
export const evidenceSpeakerSchema = z.enum(['reported', 'reporter', 'other']);

/** One line of a chat kept as evidence, labelled by speaker (and username for accounts). */
export const evidenceLineSchema = z.object({
  speaker: evidenceSpeakerSchema,
  /** The speaker's username where the chat is between accounts (friend chat, rooms). */
  username: z.string().nullable(),
  type: z.enum(['text', 'emoji', 'image', 'video']),
  /** The text, or the media's path for an image or a video. */
  content: z.string(),
  sentAt: z.string(),
  /** The line the report or the automatic flag is about. */
  flagged: z.boolean(),
  /** The text as first sent, when its sender had edited it before the report. */
  originalContent: z.string().optional(),
  /** Deleted by its sender before the report (content is the text it had). */
  deleted: z.boolean().optional(),
});

/** A picture or video kept as evidence; the console shows it blurred until clicked. */
export const evidenceMediaSchema = z.object({
  type: z.enum(['image', 'video']),
  url: z.string(),
  caption: z.string().nullable(),
  /** Always true: reported media is shown blurred until a moderator chooses to look. */
  blurred: z.literal(true),
});

/** Why an automatic flag was raised: the rule that matched and the words it matched. */
export const flaggedWordsSchema = z.object({
  rule: z.string(),
  /** The rule's description, e.g. 'Someone stating an age under 18'. */
  description: z.string(),
  /** The exact words of the message the rule matched. */
  matched: z.array(z.string()),
});

/**
 * A report's evidence as the console shows it (the stored evidence, read for people): what was
 * flagged or reported, the chat lines around it from both sides, media, a profile's bio.
 */
export const reportEvidenceSchema = z.object({
  /** What the evidence is: 'chat' lines, a 'photo', a 'comment', a 'profile', an 'image' upload. */
  kind: z.enum(['chat', 'photo', 'comment', 'profile', 'image', 'none']),
  /** Automatic flags: the message that raised it, in full, and what each rule matched. */
  flagged: z
    .object({ message: z.string(), delivered: z.boolean(), rules: z.array(flaggedWordsSchema) })
    .nullable(),
  lines: z.array(evidenceLineSchema),
  /** Every picture or video the evidence holds (for chats, also inline in `lines`). */
  media: z.array(evidenceMediaSchema),
  /** A reported comment's text. */
  text: z.string().nullable(),
  /** A reported profile's bio as it read when reported. */
  bio: z.string().nullable(),
});

export const queueReportSchema = z.object({
  _id: z.string(),
  context: z.string(),
  /** One of REPORT_CATEGORIES ('other' for reports made without one). */
  category: z.string(),
  reason: z.string(),
  /** The stored evidence as filed (kept for clients that read it raw). */
  evidence: z.unknown(),
  /** The evidence read for people: labelled lines, media, flagged words, bio. */
  shown: reportEvidenceSchema,
  /** 'account' or 'visitor' for people; 'automatic' for the safety checks' flags. */
  reporter: z.enum(['account', 'visitor', 'automatic']),
  createdAt: z.string(),
  status: z.enum(['open', 'reviewed']),
  /** Once reviewed: what the moderator decided about it. */
  outcome: z.enum(['dismissed', 'actioned']).nullable(),
});

/** One earlier event in a person's history: a flag, a report or a decision, with its outcome. */
export const historyEntrySchema = z.object({
  kind: z.enum(['flag', 'report', 'decision']),
  at: z.string(),
  /** A category's label for flags and reports; the decision and its rule for decisions. */
  what: z.string(),
  /** 'open', 'dismissed', 'actioned'; for decisions 'in force', 'ended', 'reversed', 'appealed'. */
  outcome: z.string(),
});

export const queueItemSchema = z.object({
  /** `user:<id>` or `visitor:<key>`. */
  subject: z.string(),
  username: z.string().nullable(),
  profilePicture: z.string().nullable(),
  reports: z.number(),
  /** Distinct people who reported (automatic flags are not people: see `automatic`). */
  reporters: z.number(),
  /** How many of the reports are the safety checks' automatic flags. */
  automatic: z.number(),
  /** The most severe category reported (0..3, see REPORT_CATEGORIES). */
  severity: z.number(),
  /** That category's id (REPORT_CATEGORIES). */
  category: z.string(),
  /** Severity plus distinct reporters weighted by their past accuracy (moderation/priority.ts). */
  priority: z.number(),
  claimedBy: z.string().nullable(),
  lastReportAt: z.string(),
});

/** The actions a moderator may take on an item now (claimed by another: none). */
export const itemPermissionsSchema = z.object({
  claim: z.boolean(),
  release: z.boolean(),
  actions: z.array(moderationActionBody.shape.action),
});

export const removableItemSchema = z.object({
  kind: z.enum(REMOVABLE_KINDS),
  _id: z.string(),
  /** The text (a comment, a message, a room's name) or a photo's caption. */
  text: z.string(),
  /** Where: the room's name for a room message, the other person's username for a friend message. */
  where: z.string().nullable(),
  imageUrl: z.string().nullable(),
  createdAt: z.string(),
  /** A report names this piece. */
  reported: z.boolean(),
});

export const queueItemDetailSchema = queueItemSchema.extend({
  reportList: z.array(queueReportSchema),
  sanctions: z.array(statementSchema),
  photos: z.array(z.object({ _id: z.string(), imageUrl: z.string(), caption: z.string() })),
  bio: z.string().nullable(),
  /** The person's removable content, newest first, reported pieces marked: the remove picker. */
  content: z.array(removableItemSchema),
  /** What the escalation policy proposes next. */
  proposed: z.object({
    action: z.enum(['warn', 'suspend', 'ban']),
    hours: z.number().optional(),
  }),
  /** Earlier upheld flags and decisions the proposal counts (within the escalation window). */
  counted: z.number(),
  /** The person's earlier flags, reports and decisions, newest first, with their outcomes. */
  history: z.array(historyEntrySchema),
  /** What this moderator may do here now; the server refuses the rest. */
  allowed: itemPermissionsSchema,
});

export const staffMemberSchema = z.object({
  _id: z.string(),
  username: z.string(),
  role: z.enum(['moderator', 'admin']),
});

export const auditRowSchema = z.object({
  _id: z.string(),
  actor: z.string().nullable(),
  action: z.string(),
  subject: z.string(),
  rule: z.string().nullable(),
  note: z.string(),
  createdAt: z.string(),
});
