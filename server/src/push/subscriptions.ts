import { and, eq } from 'drizzle-orm';
import type { Database } from '../platform/db/database';
import { pushSubscriptions } from '../platform/db/schema';
import { newId } from '../platform/ids';

/** The database or a transaction. */
type Queryable = Pick<Database, 'delete'>;

export type StoredSubscription = typeof pushSubscriptions.$inferSelect;

/**
 * Stores a device's subscription for `userId`. An endpoint names one browser: sent again (a new
 * key, another sign-in, a changed choice) it replaces the old row, whoever held it.
 */
export async function saveSubscription(
  db: Database,
  subscription: {
    userId: string;
    sessionId?: string;
    endpoint: string;
    p256dh: string;
    auth: string;
    showText: boolean;
  },
): Promise<void> {
  const values = { ...subscription, sessionId: subscription.sessionId ?? null };
  await db
    .insert(pushSubscriptions)
    .values({ id: newId(), ...values })
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: values });
}

/** Removes `userId`'s subscription at `endpoint`; false when they hold none there. */
export async function removeSubscription(
  db: Database,
  userId: string,
  endpoint: string,
): Promise<boolean> {
  const rows = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return rows.length > 0;
}

/** Drops an endpoint the push service says is gone (404 or 410). */
export async function removeEndpoint(db: Database, endpoint: string): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
}

/** Logging out one device: the subscriptions made under that sign-in go. */
export async function removeSessionSubscriptions(db: Queryable, sessionId: string): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.sessionId, sessionId));
}

/** Logging out everywhere: every subscription of the account goes. */
export async function removeUserSubscriptions(db: Queryable, userId: string): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
}

export async function subscriptionsOf(db: Database, userId: string): Promise<StoredSubscription[]> {
  return db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
}
