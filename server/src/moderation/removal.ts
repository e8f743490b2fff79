import type { RemovableKind } from '@serendip/protocol';
import type { AppContext } from '../platform/context';
import { invalid, notFound } from '../platform/errors';
import { wellFormedId } from '../platform/ids';
import type { Removable, RemovalContext } from '../platform/removable';

type Row = Record<string, unknown>;

/**
 * Each removable kind, offered by the feature that owns it (wired in app.ts): moderation asks
 * for the removal and keeps the row; the feature writes its own tables and drops its caches.
 */
declare module '../platform/context' {
  interface AppContext {
    removables: Record<RemovableKind, Removable>;
  }
}

type ModerationRemovalContext = RemovalContext & Pick<AppContext, 'removables'>;

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
  ctx: ModerationRemovalContext,
  ownerId: string,
  kind: RemovableKind,
  rawId: string,
  beforeDelete?: (content: RemovedContent) => Promise<void>,
): Promise<RemovedContent> {
  const removable = ctx.removables[kind];
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
export async function restoreContent(
  ctx: ModerationRemovalContext,
  removed: RemovedContent,
): Promise<void> {
  const row = Object.fromEntries(
    Object.entries(removed.row).map(([key, value]) => [
      key,
      key.endsWith('At') && typeof value === 'string' ? new Date(value) : value,
    ]),
  );
  await ctx.removables[removed.kind].restore(ctx, row);
}
