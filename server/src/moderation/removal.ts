import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { RemovableKind } from '@serendip/protocol';
import type { Database } from '../platform/db/database';
import { comments, messages, photos, rooms } from '../platform/db/schema';
import { invalid, notFound } from '../platform/errors';
import { wellFormedId } from '../platform/ids';

/**
 * Each removable kind: its table, id column and the column naming its author. Room and friend
 * messages share one table: `place` is the column a row of that kind has set, so neither kind
 * reaches the other's rows.
 */
const REMOVABLE: Record<
  RemovableKind,
  { table: PgTable; id: PgColumn; owner: string; place?: string }
> = {
  photo: { table: photos, id: photos.id, owner: 'userId' },
  comment: { table: comments, id: comments.id, owner: 'userId' },
  roomMessage: { table: messages, id: messages.id, owner: 'senderId', place: 'roomId' },
  chatMessage: { table: messages, id: messages.id, owner: 'senderId', place: 'conversationId' },
  room: { table: rooms, id: rooms.id, owner: 'creatorId' },
};

/** What a removal keeps in the sanction's `content`, so a reversed decision restores it. */
export interface RemovedContent {
  kind: RemovableKind;
  id: string;
  row: Record<string, unknown>;
}

/**
 * Removes one piece of content by the account `ownerId` and returns a copy of its row.
 * (Rows that hang off it, e.g. a photo's likes, go with it and are not restored.)
 * `beforeDelete` runs once the content is found to be theirs; when it fails nothing is removed.
 */
export async function removeContent(
  db: Database,
  ownerId: string,
  kind: RemovableKind,
  rawId: string,
  beforeDelete?: (content: RemovedContent) => Promise<void>,
): Promise<RemovedContent> {
  const spec = REMOVABLE[kind];
  const id = wellFormedId(rawId);
  if (!id) throw notFound('Content not found.');
  const [row] = (await db.select().from(spec.table).where(eq(spec.id, id))) as Record<
    string,
    unknown
  >[];
  if (!row || (spec.place && row[spec.place] === null)) throw notFound('Content not found.');
  if (row[spec.owner] !== ownerId) throw invalid('This content is not by the reported person.');
  const removed = { kind, id, row };
  await beforeDelete?.(removed);
  await db.delete(spec.table).where(eq(spec.id, id));
  return removed;
}

/** Puts removed content back (a reversed decision); nothing if it exists again already. */
export async function restoreContent(db: Database, removed: RemovedContent): Promise<void> {
  const spec = REMOVABLE[removed.kind];
  const row = Object.fromEntries(
    Object.entries(removed.row).map(([key, value]) => [
      key,
      key.endsWith('At') && typeof value === 'string' ? new Date(value) : value,
    ]),
  );
  await db.insert(spec.table).values(row).onConflictDoNothing();
}
