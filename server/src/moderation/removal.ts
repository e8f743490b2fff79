import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { RemovableKind } from '@serendip/protocol';
import type { AppContext } from '../platform/context';
import { messages, rooms } from '../platform/db/schema';
import { invalid, notFound } from '../platform/errors';
import { wellFormedId } from '../platform/ids';
import { photoRow, removePhoto, restorePhoto, type PhotoRow } from '../photos/removal';
import { commentRow, removeComment, restoreComment, type CommentRow } from '../comments/removal';

type RemovalContext = Pick<AppContext, 'db' | 'io' | 'hub' | 'logger'>;
type Row = Record<string, unknown>;

/**
 * How moderation finds, removes and restores one kind of content. `owner` is the row's column
 * naming its author.
 */
interface Removable {
  owner: string;
  find(ctx: RemovalContext, id: string): Promise<Row | undefined>;
  remove(ctx: RemovalContext, id: string): Promise<void>;
  restore(ctx: RemovalContext, row: Row): Promise<void>;
}

/**
 * Content removed and restored as its table's row. Room and friend
 * messages share one table: `place` is the column a row of that kind has set, so neither kind
 * reaches the other's rows.
 */
function tableRow(table: PgTable, id: PgColumn, owner: string, place?: string): Removable {
  return {
    owner,
    async find(ctx, rowId) {
      const [row] = (await ctx.db.select().from(table).where(eq(id, rowId))) as Row[];
      return row && (!place || row[place] !== null) ? row : undefined;
    },
    async remove(ctx, rowId) {
      await ctx.db.delete(table).where(eq(id, rowId));
    },
    async restore(ctx, row) {
      await ctx.db.insert(table).values(row).onConflictDoNothing();
    },
  };
}

/** Each removable kind. Photos and comments go through their features: their caches show them. */
const REMOVABLE: Record<RemovableKind, Removable> = {
  photo: {
    owner: 'userId',
    find: photoRow,
    remove: removePhoto,
    restore: (ctx, row) => restorePhoto(ctx, row as PhotoRow),
  },
  comment: {
    owner: 'userId',
    find: commentRow,
    remove: removeComment,
    restore: (ctx, row) => restoreComment(ctx, row as CommentRow),
  },
  roomMessage: tableRow(messages, messages.id, 'senderId', 'roomId'),
  chatMessage: tableRow(messages, messages.id, 'senderId', 'conversationId'),
  room: tableRow(rooms, rooms.id, 'creatorId'),
};

/** What a removal keeps in the sanction's `content`, so a reversed decision restores it. */
export interface RemovedContent {
  kind: RemovableKind;
  id: string;
  row: Row;
}

/**
 * Removes one piece of content by the account `ownerId` and returns a copy of its row.
 * (Rows that hang off it, e.g. a photo's likes, go with it and are not restored.)
 * `beforeDelete` runs once the content is found to be theirs; when it fails nothing is removed.
 */
export async function removeContent(
  ctx: RemovalContext,
  ownerId: string,
  kind: RemovableKind,
  rawId: string,
  beforeDelete?: (content: RemovedContent) => Promise<void>,
): Promise<RemovedContent> {
  const removable = REMOVABLE[kind];
  const id = wellFormedId(rawId);
  const row = id ? await removable.find(ctx, id) : undefined;
  if (!id || !row) throw notFound('Content not found.');
  if (row[removable.owner] !== ownerId)
    throw invalid('This content is not by the reported person.');
  const removed = { kind, id, row };
  await beforeDelete?.(removed);
  await removable.remove(ctx, id);
  return removed;
}

/**
 * Puts removed content back (a reversed decision); nothing if it exists again already. The row
 * comes back from the sanction's JSON: its times are strings again, made dates here.
 */
export async function restoreContent(ctx: RemovalContext, removed: RemovedContent): Promise<void> {
  const row = Object.fromEntries(
    Object.entries(removed.row).map(([key, value]) => [
      key,
      key.endsWith('At') && typeof value === 'string' ? new Date(value) : value,
    ]),
  );
  await REMOVABLE[removed.kind].restore(ctx, row);
}
