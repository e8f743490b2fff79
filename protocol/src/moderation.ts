import { z } from 'zod';

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
export type EvidenceSpeaker = 'reported' | 'reporter' | 'other';

/** One line of a chat kept as evidence, labelled by speaker (and username for accounts). */
export interface EvidenceLine {
  speaker: EvidenceSpeaker;
  /** The speaker's username where the chat is between accounts (friend chat, rooms). */
  username: string | null;
  type: 'text' | 'emoji' | 'image' | 'video';
  /** The text, or the media's path for an image or a video. */
  content: string;
  sentAt: string;
  /** The line the report or the automatic flag is about. */
  flagged: boolean;
  /** The text as first sent, when its sender had edited it before the report. */
  originalContent?: string;
  /** Deleted by its sender before the report (content is the text it had). */
  deleted?: boolean;
}

/** A picture or video kept as evidence; the console shows it blurred until clicked. */
export interface EvidenceMedia {
  type: 'image' | 'video';
  url: string;
  caption: string | null;
  /** Always true: reported media is shown blurred until a moderator chooses to look. */
  blurred: true;
}

/** Why an automatic flag was raised: the rule that matched and the words it matched. */
export interface FlaggedWords {
  rule: string;
  /** The rule's description, e.g. 'Someone stating an age under 18'. */
  description: string;
  /** The exact words of the message the rule matched. */
  matched: string[];
}

/**
 * A report's evidence as the console shows it (the stored evidence, read for people): what was
 * flagged or reported, the chat lines around it from both sides, media, a profile's bio.
 */
export interface ReportEvidence {
  /** What the evidence is: 'chat' lines, a 'photo', a 'comment', a 'profile', an 'image' upload. */
  kind: 'chat' | 'photo' | 'comment' | 'profile' | 'image' | 'none';
  /** Automatic flags: the message that raised it, in full, and what each rule matched. */
  flagged: { message: string; delivered: boolean; rules: FlaggedWords[] } | null;
  lines: EvidenceLine[];
  /** Every picture or video the evidence holds (for chats, also inline in `lines`). */
  media: EvidenceMedia[];
  /** A reported comment's text. */
  text: string | null;
  /** A reported profile's bio as it read when reported. */
  bio: string | null;
}

export interface QueueReport {
  _id: string;
  context: string;
  /** One of REPORT_CATEGORIES ('other' for reports made without one). */
  category: string;
  reason: string;
  /** The stored evidence as filed (kept for clients that read it raw). */
  evidence: unknown;
  /** The evidence read for people: labelled lines, media, flagged words, bio. */
  shown: ReportEvidence;
  /** 'account' or 'visitor' for people; 'automatic' for the safety checks' flags. */
  reporter: 'account' | 'visitor' | 'automatic';
  createdAt: string;
  status: 'open' | 'reviewed';
  /** Once reviewed: what the moderator decided about it. */
  outcome: 'dismissed' | 'actioned' | null;
}

/** One earlier event in a person's history: a flag, a report or a decision, with its outcome. */
export interface HistoryEntry {
  kind: 'flag' | 'report' | 'decision';
  at: string;
  /** A category's label for flags and reports; the decision and its rule for decisions. */
  what: string;
  /** 'open', 'dismissed', 'actioned'; for decisions 'in force', 'ended', 'reversed', 'appealed'. */
  outcome: string;
}

export interface QueueItem {
  /** `user:<id>` or `visitor:<key>`. */
  subject: string;
  username: string | null;
  profilePicture: string | null;
  reports: number;
  /** Distinct people who reported (automatic flags are not people: see `automatic`). */
  reporters: number;
  /** How many of the reports are the safety checks' automatic flags. */
  automatic: number;
  /** The most severe category reported (0..3, see REPORT_CATEGORIES). */
  severity: number;
  /** That category's id (REPORT_CATEGORIES). */
  category: string;
  /** Severity plus distinct reporters weighted by their past accuracy (moderation/priority.ts). */
  priority: number;
  claimedBy: string | null;
  lastReportAt: string;
}

export interface QueueItemDetail extends QueueItem {
  reportList: QueueReport[];
  sanctions: Statement[];
  photos: { _id: string; imageUrl: string; caption: string }[];
  bio: string | null;
  /** The person's removable content, newest first, reported pieces marked: the remove picker. */
  content: RemovableItem[];
  /** What the escalation policy proposes next. */
  proposed: { action: 'warn' | 'suspend' | 'ban'; hours?: number };
  /** Earlier upheld flags and decisions the proposal counts (within the escalation window). */
  counted: number;
  /** The person's earlier flags, reports and decisions, newest first, with their outcomes. */
  history: HistoryEntry[];
  /** What this moderator may do here now; the server refuses the rest. */
  allowed: ItemPermissions;
}

export type ModerationActionKind = z.infer<typeof moderationActionBody>['action'];

/** The actions a moderator may take on an item now (claimed by another: none). */
export interface ItemPermissions {
  claim: boolean;
  release: boolean;
  actions: ModerationActionKind[];
}

export interface RemovableItem {
  kind: RemovableKind;
  _id: string;
  /** The text (a comment, a message, a room's name) or a photo's caption. */
  text: string;
  /** Where: the room's name for a room message, the other person's username for a friend message. */
  where: string | null;
  imageUrl: string | null;
  createdAt: string;
  /** A report names this piece. */
  reported: boolean;
}

export interface StaffMember {
  _id: string;
  username: string;
  role: 'moderator' | 'admin';
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
