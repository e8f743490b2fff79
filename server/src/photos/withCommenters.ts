import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../platform/db/database';
import { preparedPerDatabase } from '../platform/db/prepared';
import { comments, photos, users } from '../platform/db/schema';
import type { PhotoRecord } from './presenter';
import { photoFields } from './queries';

/**
 * Posts as everyone sees them (nobody hidden), each with who has commented on it: what the
 * in-memory copies keep (explore's in exploreCache.ts, the feed's rows in recentRows.ts), so that
 * one copy serves every viewer whose blocked pairs leave the post's comments alone.
 */

/** Everyone's newest `limit` posts with their commenters: the explore cache's copy. */
export function newestPhotosWithCommenters(
  db: Database,
  limit: number,
): Promise<PhotoWithCommenters[]> {
  const pageIds = db.select({ id: photos.id }).from(photos).orderBy(desc(photos.id)).limit(limit);
  return db
    .select(photoWithCommentersFields())
    .from(photos)
    .innerJoin(users, eq(users.id, photos.userId))
    .where(inArray(photos.id, pageIds))
    .orderBy(desc(photos.id));
}

/** A post as everyone sees it, with who has commented on it (see below). */
export type PhotoWithCommenters = PhotoRecord & { commenterIds: string[] };

/**
 * photoFields for nobody hidden, plus who has commented on the post (distinct ids, on
 * comments_photo_idx): a cached copy needs them to tell whether a viewer's blocked pairs would
 * change the post's comments.
 */
function photoWithCommentersFields() {
  return {
    ...photoFields([]),
    commenterIds: sql<string[]>`array(select distinct ${comments.userId}::text from ${comments}
      where ${comments.photoId} = ${photos.id})`,
  };
}

const photosWithCommentersStatement = preparedPerDatabase((db: Database) =>
  db
    .select(photoWithCommentersFields())
    .from(photos)
    .innerJoin(users, eq(users.id, photos.userId))
    .where(sql`${photos.id} = any(${sql.placeholder('ids')}::uuid[])`)
    .orderBy(desc(photos.id))
    .prepare('photos_with_commenters_by_ids'),
);

/** Photos by id as everyone sees them, with their commenters, newest first (prepared). */
export function photosWithCommentersByIds(
  db: Database,
  ids: readonly string[],
): Promise<PhotoWithCommenters[]> {
  return photosWithCommentersStatement(db).execute({ ids: [...ids] });
}
