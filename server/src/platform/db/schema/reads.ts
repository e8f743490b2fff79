import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { conversations, rooms } from './chat';

/**
 * Read markers: up to when a person has read a conversation or a room. Messages from others
 * created after `readAt` are unread; no row means nothing has been read yet.
 */
export const conversationReads = pgTable(
  'conversation_reads',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.conversationId] }),
    index('conversation_reads_conversation_idx').on(table.conversationId),
  ],
);

export const roomReads = pgTable(
  'room_reads',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roomId: uuid('room_id')
      .notNull()
      .references(() => rooms.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.roomId] }),
    index('room_reads_room_idx').on(table.roomId),
  ],
);

/**
 * Joins and leaves of room members, for the timeline's system lines. A row is written only when
 * membership really changes (a second join of a member writes nothing).
 */
export const roomEvents = pgTable(
  'room_events',
  {
    id: uuid('id').primaryKey(),
    roomId: uuid('room_id')
      .notNull()
      .references(() => rooms.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'joined' or 'left'. */
    kind: text('kind').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('room_events_room_idx').on(table.roomId, table.createdAt)],
);
