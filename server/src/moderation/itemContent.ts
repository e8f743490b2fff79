import { REMOVABLE_KINDS, type RemovableItem } from '@serendip/protocol';
import { wellFormedId } from '../platform/ids';
import type { LookupsContext } from './contentLookups';

/** Of each kind, the newest pieces offered to the remove picker. */
const PER_KIND = 20;

/** The ids the reports about a person name (content reports keep `{ kind, id }` as evidence). */
export function reportedIds(evidence: unknown[]): Set<string> {
  const ids = new Set<string>();
  for (const item of evidence)
    if (item && typeof item === 'object' && 'id' in item && typeof item.id === 'string')
      ids.add(item.id);
  return ids;
}

/**
 * An account's removable content for the console's picker: photos, comments, room messages,
 * reported friend messages and rooms they created, newest first, the reported pieces first.
 * Only reported friend messages: a conversation is private, and a report is what opens it to
 * moderators.
 */
export async function removableContent(
  ctx: LookupsContext,
  userId: string,
  reported: Set<string>,
): Promise<RemovableItem[]> {
  const reportedMessages = [...reported].map(wellFormedId).filter((id) => id !== null);
  const lists = await Promise.all(
    REMOVABLE_KINDS.map(async (kind) => {
      const among = kind === 'chatMessage' ? reportedMessages : undefined;
      const pieces = await ctx.contentLookups[kind].newestBy(ctx, userId, PER_KIND, among);
      return pieces.map(({ id, text, where, imageUrl, createdAt }) => ({
        kind,
        _id: id,
        text,
        where,
        imageUrl,
        createdAt: createdAt.toISOString(),
      }));
    }),
  );
  return lists
    .flat()
    .map((item) => ({ ...item, reported: reported.has(item._id) }))
    .sort(
      (a, b) => Number(b.reported) - Number(a.reported) || b.createdAt.localeCompare(a.createdAt),
    );
}
