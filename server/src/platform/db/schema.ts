import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** The one database schema (PostgreSQL, embedded PGlite or a server). Ids are UUID v7. */

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    /** argon2id hash; null for accounts created through Google sign-in. */
    passwordHash: text('password_hash'),
    googleId: text('google_id'),
    bio: text('bio').notNull().default(''),
    interests: text('interests')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    profilePicture: text('profile_picture').notNull().default('default_avatar.jpg'),
    onboardingCompleted: boolean('onboarding_completed').notNull().default(false),
    /** Bumped to revoke every token issued before (password reset, logout everywhere, ban). */
    tokenVersion: integer('token_version').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('users_username_lower_key').on(sql`lower(${table.username})`),
    uniqueIndex('users_email_key').on(table.email),
    uniqueIndex('users_google_id_key').on(table.googleId),
    index('users_interests_gin').using('gin', table.interests),
  ],
);

export const blocks = pgTable(
  'blocks',
  {
    blockerId: uuid('blocker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: uuid('blocked_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.blockerId, table.blockedId] }),
    index('blocks_blocked_idx').on(table.blockedId),
  ],
);

/** A friendship is stored as two rows, one per direction, so "my friends" is one index scan. */
export const friendships = pgTable(
  'friendships',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    friendId: uuid('friend_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.friendId] })],
);

export const friendRequests = pgTable(
  'friend_requests',
  {
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recipientId: uuid('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.senderId, table.recipientId] }),
    index('friend_requests_recipient_idx').on(table.recipientId, table.createdAt),
  ],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the token mailed to the user; the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('password_reset_tokens_hash_key').on(table.tokenHash),
    index('password_reset_tokens_user_idx').on(table.userId),
  ],
);

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    message: text('message').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('contact_messages_created_idx').on(table.createdAt)],
);

/** Server-wide values shared by every process, such as the generated signing secret. */
export const serverSettings = pgTable('server_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

/** A post: a photo or a short video (SPEC §3 Photo/post). */
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
    context: text('context', { enum: ['profile', 'anonymous', 'video'] }).notNull(),
    reason: text('reason').notNull(),
    /** The last messages of an anonymous pair, kept only because a report was filed. */
    evidence: jsonb('evidence'),
    status: text('status', { enum: ['open', 'reviewed'] })
      .notNull()
      .default('open'),
    createdAt: createdAt(),
  },
  (table) => [
    index('reports_reported_user_idx').on(table.reportedUserId, table.createdAt),
    index('reports_reported_visitor_idx').on(table.reportedVisitor, table.createdAt),
  ],
);

/** A private conversation between two friends; the pair is stored ordered (userA < userB). */
export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey(),
    userA: uuid('user_a')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userB: uuid('user_b')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('conversations_pair_key').on(table.userA, table.userB),
    index('conversations_user_b_idx').on(table.userB),
  ],
);

export const rooms = pgTable(
  'rooms',
  {
    id: uuid('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description'),
    creatorId: uuid('creator_id').references(() => users.id, { onDelete: 'set null' }),
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (table) => [index('rooms_activity_idx').on(table.lastActivityAt)],
);

export const roomMembers = pgTable(
  'room_members',
  {
    roomId: uuid('room_id')
      .notNull()
      .references(() => rooms.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.roomId, table.userId] }),
    index('room_members_user_idx').on(table.userId),
  ],
);

/**
 * Friend-chat and room messages: one table, one machinery. Exactly one of conversationId and
 * roomId is set. (senderId, clientId) is unique so a resend after a lost acknowledgement
 * returns the stored message instead of a duplicate.
 */
export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey(),
    conversationId: uuid('conversation_id').references(() => conversations.id, {
      onDelete: 'cascade',
    }),
    roomId: uuid('room_id').references(() => rooms.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clientId: text('client_id').notNull(),
    type: text('type', { enum: ['text', 'image', 'video', 'emoji'] }).notNull(),
    content: text('content').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('messages_sender_client_key').on(table.senderId, table.clientId),
    index('messages_conversation_idx').on(table.conversationId, table.createdAt, table.id),
    index('messages_room_idx').on(table.roomId, table.createdAt, table.id),
  ],
);
