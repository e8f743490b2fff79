import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Stranger conversations (anonymous text pairs and video calls) a person took part in that ended
 * without a report, counted per lasting identity (`user:<id>`, or `visitor:<keyed hash of the
 * visitor id>`, never a raw id): one of the signals of trust (trust/). Nothing of what was said
 * is kept.
 */
export const strangerConversations = pgTable('stranger_conversations', {
  identity: text('identity').primaryKey(),
  completed: integer('completed').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
