import type { Notification, UserSummary } from '@serendip/protocol';

/** Kinds that repeat about one post and read better as one row. */
const GROUPED_KINDS: Record<string, string> = {
  like: 'liked your photo.',
  comment: 'commented on your photo.',
};

/** One row of the list: a single notification, or several of one kind about one post. */
export interface NotificationGroup {
  /** The newest of the group: its time, link and target are the row's. */
  latest: Notification;
  /** Every notification in the row, newest first. */
  members: Notification[];
  /** Distinct actors, newest first. */
  actors: UserSummary[];
  /** What the row says: the spec's message for a single one, "X and 3 others ..." for a group. */
  message: string;
  read: boolean;
}

const groupKey = (notification: Notification): string | undefined => {
  const target = notification.target;
  if (!target?.photoId || !(target.kind in GROUPED_KINDS)) return undefined;
  return `${target.kind}:${target.photoId}:${notification.read ? 'read' : 'unread'}`;
};

/** "X and 3 others liked your photo." (one actor keeps the spec's own message). */
export function groupMessage(group: Omit<NotificationGroup, 'message'>): string {
  const [first] = group.actors;
  const kind = group.latest.target?.kind ?? '';
  const others = group.actors.length - 1;
  if (!first || others < 1 || !(kind in GROUPED_KINDS)) return group.latest.message;
  const rest = others === 1 ? '1 other' : `${others} others`;
  return `${first.username} and ${rest} ${GROUPED_KINDS[kind]}`;
}

/**
 * Folds likes (and comments) on the same post into one row, newest first, keeping unread and
 * read apart so opening a group marks exactly what it shows. Everything else stays one row per
 * notification, in the list's order. Done on the client, from the list the server sends.
 */
export function groupNotifications(list: Notification[]): NotificationGroup[] {
  const rows: Omit<NotificationGroup, 'message'>[] = [];
  const byKey = new Map<string, Omit<NotificationGroup, 'message'>>();
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
  return rows.map((row) => ({ ...row, message: groupMessage(row) }));
}
