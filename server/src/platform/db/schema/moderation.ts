import {
  boolean,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './accounts';
import { reports } from './social';

/** Roles, sanctions, appeals and the moderators' audit log (moderation/). */

/** An account's role beyond `user` (no row = user). */
export const userRoles = pgTable('user_roles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  role: text('role', { enum: ['moderator', 'admin'] }).notNull(),
  createdAt: createdAt(),
});

/**
 * A decision about a person: an account (userId) or a visitor (visitorKey: keyed hash of the
 * visitor id, ipKey: keyed hash of the address; never raw values). Suspensions end at
 * expiresAt; a ban has none; liftedAt is set when an appeal reverses it.
 */
export const sanctions = pgTable(
  'sanctions',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    visitorKey: text('visitor_key'),
    ipKey: text('ip_key'),
    kind: text('kind', {
      enum: ['warning', 'removal', 'termination', 'suspension', 'ban'],
    }).notNull(),
    /** A community guidelines section (moderation/rules.ts). */
    rule: text('rule').notNull(),
    note: text('note').notNull().default(''),
    /** Which content the decision is about, e.g. { kind: 'photo', id, preview }. */
    content: jsonb('content'),
    automatic: boolean('automatic').notNull().default(false),
    /** The moderator who decided (null when automatic). */
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    liftedAt: timestamp('lifted_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('sanctions_user_idx').on(table.userId, table.createdAt),
    index('sanctions_visitor_idx').on(table.visitorKey),
    index('sanctions_ip_idx').on(table.ipKey),
  ],
);

/** One appeal per sanction, decided by another moderator than the one who sanctioned. */
export const appeals = pgTable(
  'appeals',
  {
    id: uuid('id').primaryKey(),
    sanctionId: uuid('sanction_id')
      .notNull()
      .unique()
      .references(() => sanctions.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    status: text('status', { enum: ['open', 'upheld', 'reversed'] })
      .notNull()
      .default('open'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decision: text('decision'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('appeals_status_idx').on(table.status, table.createdAt)],
);

/** A moderator's hold on a queue item (one reported person), so two do not review the same one. */
export const moderationClaims = pgTable('moderation_claims', {
  /** `user:<id>` or `visitor:<key>`. */
  subject: text('subject').primaryKey(),
  moderatorId: uuid('moderator_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
});

/** Every moderation action: who, what, when, why (admins read it at /moderation/log). */
export const moderationLog = pgTable(
  'moderation_log',
  {
    id: uuid('id').primaryKey(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    subject: text('subject').notNull(),
    sanctionId: uuid('sanction_id'),
    rule: text('rule'),
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
  },
  (table) => [index('moderation_log_created_idx').on(table.createdAt)],
);

/**
 * The browsers (keyed hash of the visitor id, never the raw id) an account signed in on lately:
 * a suspension or ban of the account also holds for those browsers while signed out. At most a
 * few per account are kept (moderation/accountBrowsers.ts drops the oldest).
 */
export const accountBrowsers = pgTable(
  'account_browsers',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    visitorKey: text('visitor_key').notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.visitorKey] }),
    index('account_browsers_visitor_idx').on(table.visitorKey),
  ],
);

/**
 * The last keyed address hash a reported visitor was seen with, so a sanction on the visitor
 * also holds for a new visitor id from the same address (both are hashes, never raw values).
 */
export const visitorAddresses = pgTable('visitor_addresses', {
  visitorKey: text('visitor_key').primaryKey(),
  ipKey: text('ip_key').notNull(),
  createdAt: createdAt(),
});

/**
 * What became of a report once a moderator decided: dismissed (no violation) or actioned.
 * Dismissed reports' evidence is deleted after a retention period (moderation/retention.ts).
 */
export const reportOutcomes = pgTable(
  'report_outcomes',
  {
    reportId: uuid('report_id')
      .primaryKey()
      .references(() => reports.id, { onDelete: 'cascade' }),
    outcome: text('outcome', { enum: ['dismissed', 'actioned'] }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('report_outcomes_decided_idx').on(table.outcome, table.decidedAt)],
);
