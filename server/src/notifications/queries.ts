import { inArray } from 'drizzle-orm';
import type { Database } from '../platform/db/database';
import { photos, users } from '../platform/db/schema';
import { presentSummary } from '../users/presenter';
import type { NotificationExtras, NotificationRow } from './presenter';

const unique = (values: (string | null)[]) => [
  ...new Set(values.filter((value): value is string => value !== null)),
];

/** The actors and post thumbnails the rows name: at most two indexed lookups per page. */
export async function notificationExtras(
  db: Database,
  rows: NotificationRow[],
): Promise<NotificationExtras> {
  const actorIds = unique(rows.map((row) => row.actorId));
  const photoIds = unique(rows.map((row) => row.photoId));
  // One after the other: inside a transaction both would queue on its one connection anyway.
  const actorRows =
    actorIds.length === 0
      ? []
      : await db
          .select({ id: users.id, username: users.username, profilePicture: users.profilePicture })
          .from(users)
          .where(inArray(users.id, actorIds));
  const photoRows =
    photoIds.length === 0
      ? []
      : await db
          .select({
            id: photos.id,
            type: photos.type,
            imageUrl: photos.imageUrl,
            thumbnailUrl: photos.thumbnailUrl,
          })
          .from(photos)
          .where(inArray(photos.id, photoIds));
  const thumbnails = new Map<string, string>();
  for (const row of photoRows) {
    // A video without a poster has no still to show.
    const still = row.thumbnailUrl ?? (row.type === 'image' ? row.imageUrl : null);
    if (still) thumbnails.set(row.id, still);
  }
  return { actors: new Map(actorRows.map((row) => [row.id, presentSummary(row)])), thumbnails };
}
