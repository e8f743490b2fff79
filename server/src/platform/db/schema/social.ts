import {
  boolean,
  doublePrecision,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './accounts';

/** Posts, likes, comments, notifications and moderation reports. */

/** A post: a photo or a short video. */
export const photos = pgTable(
  'photos',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['image', 'video'] }).notNull(),
    imageUrl: text('image_url').notNull(),
    /** Poster frame of a video (or the image itself). */
    thumbnailUrl: text('thumbnail_url'),
    /** width / height, when known. */
    aspectRatio: doublePrecision('aspect_ratio'),
    caption: text('caption').notNull().default(''),
    createdAt: createdAt(),
  },
  (table) => [
    // Ids are time-ordered (UUID v7), so "newest first" is id order: one index per list.
    index('photos_user_id_idx').on(table.userId, table.id),
    index('photos_id_desc_idx').on(table.id),
  ],
);

export const photoLikes = pgTable(
  'photo_likes',
  {
    photoId: uuid('photo_id')
      .notNull()
      .references(() => photos.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.photoId, table.userId] })],
);

export const comments = pgTable(
  'comments',
  {
    id: uuid('id').primaryKey(),
    photoId: uuid('photo_id')
      .notNull()
      .references(() => photos.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('comments_photo_idx').on(table.photoId, table.id)],
);

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    link: text('link'),
    read: boolean('read').notNull().default(false),
    createdAt: createdAt(),
    /** Who did it (shown with their current avatar); null for the system's own notices. */
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** What it is about: 'like', 'comment', 'friendRequest', 'friendAccepted', 'mention'... */
    targetKind: text('target_kind'),
    /** The target's id within its kind (the comment, the requester, the conversation...). */
    targetId: text('target_id'),
    /** The post it concerns, for the thumbnail and for opening it; gone with the post. */
    photoId: uuid('photo_id').references(() => photos.id, { onDelete: 'set null' }),
  },
  (table) => [index('notifications_user_idx').on(table.userId, table.id)],
);

/** Reports for moderation: of a user's profile, or of a stranger in anonymous text or video chat. */
export const reports = pgTable(
  'reports',
  {
    id: uuid('id').primaryKey(),
    /** The reporting account, or null for a visitor (then reporterVisitor is set). */
    reporterId: uuid('reporter_id').references(() => users.id, { onDelete: 'set null' }),
    reporterVisitor: text('reporter_visitor'),
    reportedUserId: uuid('reported_user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** Keyed hash identifying a reported visitor without an account (never a raw IP). */
    reportedVisitor: text('reported_visitor'),
    /** Where: a profile, anonymous chat, a video call, friend chat ('chat'), a room, an upload. */
    context: text('context', {
      enum: ['profile', 'anonymous', 'video', 'chat', 'room', 'upload'],
    }).notNull(),
    reason: text('reason').notNull(),
    /** One of protocol's REPORT_CATEGORIES; severity orders the review queue. */
    category: text('category').notNull().default('other'),
    /**
     * The last messages of an anonymous pair, kept only because a report was filed. Automatic
     * reports (no reporter) carry an object with `source`: 'auto-text' (rules, messages) or
     * 'auto-image' (path, scores).
     */
    evidence: jsonb('evidence'),
    status: text('status', { enum: ['open', 'reviewed'] })
      .notNull()
      .default('open'),
    createdAt: createdAt(),
  },
  (table) => [
    index('reports_reported_user_idx').on(table.reportedUserId, table.createdAt),
    index('reports_reported_visitor_idx').on(table.reportedVisitor, table.createdAt),
    // Whom a member reported: never matched with them again as strangers.
    index('reports_reporter_idx').on(table.reporterId, table.reportedUserId),
    // Whom a visitor reported lately (kept apart from them in stranger matching), and the
    // reports a visitor made that were upheld (they count toward their trust).
    index('reports_reporter_visitor_idx').on(table.reporterVisitor, table.createdAt),
  ],
);
