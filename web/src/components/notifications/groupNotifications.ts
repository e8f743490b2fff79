import type { TFunction } from 'i18next';
import type { Notification, UserSummary } from '@serendip/protocol';

/** Kinds that repeat about one post and read better as one row, with the row's words. */
const GROUPED_KINDS: Record<string, string> = {
  like: 'notifications.likedGroup',
  comment: 'notifications.commentedGroup',
};

/** One row of the list: a single notification, or several of one kind about one post. */
export interface NotificationGroup {
  /** The newest of the group: its time, link and target are the row's. */
  latest: Notification;
  /** Every notification in the row, newest first. */
  members: Notification[];
  /** Distinct actors, newest first. */
  actors: UserSummary[];
  read: boolean;
}

/**
 * What a row says: the spec's message (as the server wrote it) for a single one, "X and 3
 * others liked your photo." in the person's language for a group.
 */
export function groupMessage(group: NotificationGroup, t: TFunction<'people'>): string {
  const [first] = group.actors;
  const key = GROUPED_KINDS[group.latest.target?.kind ?? ''];
  const others = group.actors.length - 1;
  if (!first || others < 1 || !key) return group.latest.message;
  return t(key, { name: first.username, count: others });
}

const groupKey = (notification: Notification): string | undefined => {
  const target = notification.target;
  if (!target?.photoId || !(target.kind in GROUPED_KINDS)) return undefined;
  return `${target.kind}:${target.photoId}:${notification.read ? 'read' : 'unread'}`;
};

/**
 * Folds likes (and comments) on the same post into one row, newest first, keeping unread and
 * read apart so opening a group marks exactly what it shows. Everything else stays one row per
 * notification, in the list's order. Done on the client, from the list the server sends.
 */
export function groupNotifications(list: Notification[]): NotificationGroup[] {
  const rows: NotificationGroup[] = [];
  const byKey = new Map<string, NotificationGroup>();
  for (const notification of list) {
    const key = groupKey(notification);
    const existing = key ? byKey.get(key) : undefined;
    if (existing) {
      existing.members.push(notification);
      const actor = notification.actor;
      if (actor && !existing.actors.some((known) => known._id === actor._id)) {
        existing.actors.push(actor);
      }
      continue;
    }
    const row = {
      latest: notification,
      members: [notification],
      actors: notification.actor ? [notification.actor] : [],
      read: notification.read,
    };
    rows.push(row);
    if (key) byKey.set(key, row);
  }
  return rows;
}
