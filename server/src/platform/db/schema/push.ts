import { boolean, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { sessions, users } from './accounts';
import { createdAt } from './columns';

/**
 * Web Push subscriptions, one per device (browser) that opted in. Tied to the sign-in that made
 * it: when that session row goes, so does the subscription; logging out deletes it at once.
 * An endpoint belongs to one browser, so it is unique: a new sign-in on that browser takes it over.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id').references(() => sessions.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /** The device shows message text in notifications (otherwise only who sent it). */
    showText: boolean('show_text').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    index('push_subscriptions_user_idx').on(table.userId),
    index('push_subscriptions_session_idx').on(table.sessionId),
  ],
);
