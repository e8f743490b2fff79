import type { Notification, UserSummary } from '@serendip/protocol';
import type { notifications } from '../platform/db/schema';

export type NotificationRow = typeof notifications.$inferSelect;

/** Actors' summaries and posts' thumbnails by id, read for a batch of rows. */
export interface NotificationExtras {
  actors: Map<string, UserSummary>;
  thumbnails: Map<string, string>;
}

/** The spec's fields, then the optional extras a row has (actor, target, thumbnail). */
export function presentNotification(
  row: NotificationRow,
  extras?: NotificationExtras,
): Notification {
  const actor = row.actorId ? extras?.actors.get(row.actorId) : undefined;
  const thumbnail = row.photoId ? extras?.thumbnails.get(row.photoId) : undefined;
  return {
    _id: row.id,
    message: row.message,
    link: row.link ?? undefined,
    read: row.read,
    createdAt: row.createdAt.toISOString(),
    ...(actor ? { actor } : {}),
    ...(row.targetKind && row.targetId
      ? {
          target: {
            kind: row.targetKind,
            id: row.targetId,
            ...(row.photoId ? { photoId: row.photoId } : {}),
          },
        }
      : {}),
    ...(thumbnail ? { thumbnail } : {}),
  };
}
