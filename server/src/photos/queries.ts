import { and, count, desc, eq, inArray, sql, type Column, type SQL } from 'drizzle-orm';
import type { Database } from '../platform/db/database';
import { preparedPerDatabase } from '../platform/db/prepared';
import { comments, friendships, photoLikes, photos, users } from '../platform/db/schema';
import type { PhotoRecord } from './presenter';

/** One page of a list: rows at `offset`, at most `limit` of them. */
export interface Window {
  limit: number;
  offset: number;
}

/**
 * Counting stops this many rows past the requested page: totals are exact for all but huge
 * lists, and a count never scans a whole table (explore has every post).
 */
export const COUNT_LOOKAHEAD = 1000;

/**
 * `column <> ALL(hidden)`, or nothing when nobody is hidden. One array parameter, however many
 * people the viewer has blocked (a NOT IN list would take one parameter each).
 */
export const notHidden = (column: Column, hidden: readonly string[]): SQL | undefined =>
  hidden.length > 0 ? sql`${column} <> all(${sql.param([...hidden])}::uuid[])` : undefined;

/**
 * A photo with its owner, who liked it and how many comments it has, in the same statement:
 * the two correlated subqueries run once per returned row (a page), on the photo_likes primary
 * key and comments_photo_idx. Comments by `hidden` users are not counted, as GET
 * /api/comments does not show them.
 */
export function photoFields(hidden: readonly string[]) {
  return photoFieldsWhere(notHidden(comments.userId, hidden));
}

/** photoFields, with the condition on the comments that count (`undefined`: all of them). */
function photoFieldsWhere(commentFilter: SQL | undefined) {
  return {
    id: photos.id,
    userId: photos.userId,
    type: photos.type,
    imageUrl: photos.imageUrl,
    thumbnailUrl: photos.thumbnailUrl,
    aspectRatio: photos.aspectRatio,
    caption: photos.caption,
    createdAt: photos.createdAt,
    username: users.username,
    profilePicture: users.profilePicture,
    likes: sql<string[]>`array(select ${photoLikes.userId}::text from ${photoLikes}
      where ${photoLikes.photoId} = ${photos.id} order by ${photoLikes.createdAt}, ${photoLikes.userId})`,
    commentCount:
      sql<number>`(select count(*) from ${comments} where ${comments.photoId} = ${photos.id}
      ${commentFilter ? sql`and ${commentFilter}` : sql``})`.mapWith(Number),
    // The newest few, as JSON rows, on comments_photo_idx (a bounded correlated subquery per row).
    latestComments: sql<LatestCommentRow[]>`coalesce((select json_agg(latest order by latest.id)
      from (select ${comments.id} as id, ${comments.userId} as user_id, ${users.username} as username,
        ${comments.text} as text, ${comments.createdAt} as created_at
        from ${comments} join ${users} on ${users.id} = ${comments.userId}
        where ${comments.photoId} = ${photos.id} ${commentFilter ? sql`and ${commentFilter}` : sql``}
        order by ${comments.id} desc limit ${sql.raw(String(PHOTO_LIST_COMMENTS))}) latest), '[]'::json)`,
  };
}

/** How many comments a photo carries in lists (the newest, oldest first); commentCount is exact. */
export const PHOTO_LIST_COMMENTS = 3;

/** One of a photo's newest comments as the list query returns it (JSON, snake_case). */
export interface LatestCommentRow {
  id: string;
  user_id: string;
  username: string;
  text: string;
  created_at: string;
}

/** Photos with their owners; `where` picks them, newest first. */
function selectPhotos(db: Database, hidden: readonly string[], where: SQL | undefined) {
  return db
    .select(photoFields(hidden))
    .from(photos)
    .innerJoin(users, eq(users.id, photos.userId))
    .where(where)
    .orderBy(desc(photos.id));
}

export async function findPhoto(
  db: Database,
  photoId: string,
  hidden: readonly string[] = [],
): Promise<PhotoRecord | undefined> {
  const [row] = await selectPhotos(db, hidden, eq(photos.id, photoId));
  return row;
}

/** A user's posts, newest first (index photos_user_id_idx: user_id, id). */
export function listUserPhotos(
  db: Database,
  userId: string,
  hidden: readonly string[],
  window: Window,
): Promise<PhotoRecord[]> {
  return selectPhotos(db, hidden, eq(photos.userId, userId))
    .limit(window.limit)
    .offset(window.offset);
}

/**
 * The feed's authors: the viewer's friends (their friendship rows, primary key) and the viewer,
 * so one's own posts appear in one's feed too.
 */
function feedAuthors(db: Database, viewerId: string, hidden: readonly string[]) {
  return db
    .select({ authorId: sql<string>`${friendships.friendId}`.as('author_id') })
    .from(friendships)
    .where(and(eq(friendships.userId, viewerId), notHidden(friendships.friendId, hidden)))
    .unionAll(
      db
        .select({ authorId: sql<string>`${users.id}`.as('author_id') })
        .from(users)
        .where(eq(users.id, viewerId)),
    )
    .as('authors');
}

/**
 * Ids of one page of the feed (friends' and own posts), newest first. For each author a LATERAL
 * index-only scan of photos_user_id_idx (user_id, id) takes at most offset + limit newest ids,
 * so a prolific friend costs no more than a quiet one; a top-N sort of those ids then picks the
 * page. No photo row is read until the page is known.
 */
function friendsPageIds(db: Database, viewerId: string, hidden: readonly string[], window: Window) {
  const authors = feedAuthors(db, viewerId, hidden);
  const newest = db
    .select({ id: photos.id })
    .from(photos)
    .where(eq(photos.userId, authors.authorId))
    .orderBy(desc(photos.id))
    .limit(window.offset + window.limit)
    .as('newest');
  return db
    .select({ id: newest.id })
    .from(authors)
    .crossJoinLateral(newest)
    .orderBy(desc(newest.id))
    .limit(window.limit)
    .offset(window.offset);
}

/** The feed: the viewer's friends' posts and their own, newest first (one page). */
export function friendsPhotos(
  db: Database,
  viewerId: string,
  hidden: readonly string[],
  window: Window,
): Promise<PhotoRecord[]> {
  return selectPhotos(db, hidden, inArray(photos.id, friendsPageIds(db, viewerId, hidden, window)));
}

/**
 * The feed's one query per page (photos by id), prepared once per database: PostgreSQL plans it
 * once per connection instead of once per request (planning costs about what executing does).
 */
const photosByIdsStatement = preparedPerDatabase((db: Database) => {
  const hidden = sql`${comments.userId} <> all(${sql.placeholder('hidden')}::uuid[])`;
  return db
    .select(photoFieldsWhere(hidden))
    .from(photos)
    .innerJoin(users, eq(users.id, photos.userId))
    .where(sql`${photos.id} = any(${sql.placeholder('ids')}::uuid[])`)
    .orderBy(desc(photos.id))
    .prepare('photos_by_ids');
});

/** Photos by id, newest first, as lists show them (comments of `hidden` users left out). */
export function photosByIds(
  db: Database,
  hidden: readonly string[],
  ids: readonly string[],
): Promise<PhotoRecord[]> {
  return photosByIdsStatement(db).execute({ ids: [...ids], hidden: [...hidden] });
}

/** One author's newest post ids (newest first) and their post count, counted up to a cap. */
export interface AuthorPosts {
  ids: string[];
  total: number;
}

/**
 * For each author, in one statement: their newest `keep` post ids and how many posts they have,
 * counted up to `cap`; both backward index-only scans of photos_user_id_idx (user_id, id).
 */
export async function newestPostsOf(
  db: Database,
  authorIds: readonly string[],
  keep: number,
  cap: number,
): Promise<Map<string, AuthorPosts>> {
  const result = (await db.execute(sql`
    select author.id::text as author_id,
      array(select p.id::text from photos p where p.user_id = author.id
        order by p.id desc limit ${keep}) as ids,
      (select count(*) from (select 1 from photos p where p.user_id = author.id limit ${cap}) c)::int
        as total
    from unnest(${sql.param([...authorIds])}::uuid[]) as author(id)`)) as unknown as {
    rows: { author_id: string; ids: string[]; total: number }[];
  };
  return new Map(
    result.rows.map((row) => [row.author_id, { ids: row.ids, total: Number(row.total) }]),
  );
}

/** How many posts the feed has, counting at most `cap` (index-only scans). */
export async function countFriendsPhotos(
  db: Database,
  viewerId: string,
  hidden: readonly string[],
  cap: number,
): Promise<number> {
  const authors = feedAuthors(db, viewerId, hidden);
  const capped = db
    .select({ one: sql`1` })
    .from(authors)
    .innerJoin(photos, eq(photos.userId, authors.authorId))
    .limit(cap)
    .as('capped');
  const [row] = await db.select({ total: count() }).from(capped);
  return row?.total ?? 0;
}

/**
 * Everyone's posts, newest first, minus hidden owners: the page's ids come from a backward
 * scan of the id index, then only those rows are joined to their owners.
 */
export function allPhotos(
  db: Database,
  hidden: readonly string[],
  window: Window,
): Promise<PhotoRecord[]> {
  const pageIds = db
    .select({ id: photos.id })
    .from(photos)
    .where(notHidden(photos.userId, hidden))
    .orderBy(desc(photos.id))
    .limit(window.limit)
    .offset(window.offset);
  return selectPhotos(db, hidden, inArray(photos.id, pageIds));
}

/** How many posts explore has, counting at most `cap` rows. */
export async function countAllPhotos(
  db: Database,
  hidden: readonly string[],
  cap: number,
): Promise<number> {
  const capped = db
    .select({ one: sql`1` })
    .from(photos)
    .where(notHidden(photos.userId, hidden))
    .limit(cap)
    .as('capped');
  const [row] = await db.select({ total: count() }).from(capped);
  return row?.total ?? 0;
}
