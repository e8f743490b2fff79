import {
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './accounts';

/** Friend conversations, public rooms and their messages. */

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
    /** The message this one replies to (same place); no foreign key: a reply outlives it. */
    replyToId: uuid('reply_to_id'),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    /** Set by its sender's delete: shown as 'Message deleted'; the text stays for moderators. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** The text as first sent, kept at the first edit so moderators can read it. */
    originalContent: text('original_content'),
  },
  (table) => [
    uniqueIndex('messages_sender_client_key').on(table.senderId, table.clientId),
    index('messages_conversation_idx').on(table.conversationId, table.createdAt, table.id),
    index('messages_room_idx').on(table.roomId, table.createdAt, table.id),
  ],
);

/** One person's emoji on one message: stored once per (message, person, emoji). */
export const messageReactions = pgTable(
  'message_reactions',
  {
    messageId: uuid('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    emoji: text('emoji').notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.messageId, table.userId, table.emoji] })],
);
