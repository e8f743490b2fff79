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
  },
  (table) => [
    uniqueIndex('messages_sender_client_key').on(table.senderId, table.clientId),
    index('messages_conversation_idx').on(table.conversationId, table.createdAt, table.id),
    index('messages_room_idx').on(table.roomId, table.createdAt, table.id),
  ],
);
