import { and, desc, eq } from 'drizzle-orm';
import type { Notification } from '@serendip/protocol';
import type { AppContext } from '../platform/context';
import type { Database } from '../platform/db/database';
import { notifications } from '../platform/db/schema';
import { newId } from '../platform/ids';
import { userRoom } from '../platform/socket';
import { presentNotification, type NotificationRow } from './presenter';
import { notificationExtras } from './queries';

export { presentNotification } from './presenter';

const LIST_LIMIT = 50;

/**
 * What a notification says and, optionally, whom it is about and what it leads to. The extras
 * are stored beside the spec's fields and sent as the optional `actor`, `target`, `thumbnail`.
 */
export interface NotificationContent {
  message: string;
  link?: string;
  /** The person who did it; their current username and picture are shown. */
  actorId?: string;
  target?: { kind: string; id: string; photoId?: string };
}

/** The rows' extras (actor, thumbnail) in one query each, then the wire shape. */
async function presentAll(db: Database, rows: NotificationRow[]): Promise<Notification[]> {
  const extras = await notificationExtras(db, rows);
  return rows.map((row) => presentNotification(row, extras));
}

/**
 * Stores a notification for `userId` and pushes it live as `newNotification` to all their
 * sockets on every process. Callers inside a transaction pass `db` = the transaction and call
 * the returned `push` after it commits, so nobody hears of a change that was rolled back.
 */
export async function createNotification(
  db: Database,
  userId: string,
  content: NotificationContent,
): Promise<Notification> {
  const [row] = await db
    .insert(notifications)
    .values({
      id: newId(),
      userId,
      message: content.message,
      link: content.link ?? null,
      actorId: content.actorId ?? null,
      targetKind: content.target?.kind ?? null,
      targetId: content.target?.id ?? null,
      photoId: content.target?.photoId ?? null,
    })
    .returning();
  const [presented] = await presentAll(db, [row]);
  return presented;
}

export function pushNotification(
  ctx: Pick<AppContext, 'io'> & Partial<Pick<AppContext, 'push'>>,
  userId: string,
  notification: Notification,
): void {
  ctx.io.to(userRoom(userId)).emit('newNotification', notification);
  // Someone with no open tab anywhere gets it as a Web Push instead.
  ctx.push?.notification(userId, notification);
}

/** Stores and pushes in one go (for callers not inside a transaction). Never for one's own action. */
export async function notify(
  ctx: Pick<AppContext, 'db' | 'io'>,
  userId: string,
  content: NotificationContent,
  actorId?: string,
): Promise<void> {
  if (actorId === userId) return;
  const notification = await createNotification(ctx.db, userId, content);
  pushNotification(ctx, userId, notification);
}

export async function listNotifications(db: Database, userId: string): Promise<Notification[]> {
  const rows = await db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.id))
    .limit(LIST_LIMIT);
  return presentAll(db, rows);
}

/** Marks one of the user's notifications read; false when it is not theirs or does not exist. */
export async function markRead(
  db: Database,
  userId: string,
  notificationId: string,
): Promise<boolean> {
  const rows = await db
    .update(notifications)
    .set({ read: true })
    .where(and(eq(notifications.id, notificationId), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

export async function markAllRead(db: Database, userId: string): Promise<void> {
  await db
    .update(notifications)
    .set({ read: true })
    .where(and(eq(notifications.userId, userId), eq(notifications.read, false)));
}
