import { and, eq, notExists, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Database } from '../platform/db/database';
import { blocks } from '../platform/db/schema';

/**
 * Who may see and reach whom. A block hides both people from each other (search, feed,
 * recommendations, friend requests), whoever blocked; the one who blocked can still open the
 * other's profile in its minimal form, to undo the block.
 */

/** The blocks between a viewer and another user, one flag per direction. */
export interface BlockState {
  /** The viewer blocked the other user. */
  viewerBlocked: boolean;
  /** The other user blocked the viewer. */
  blockedViewer: boolean;
}

/** How a viewer sees a profile. */
export type ProfileView = 'full' | 'blockedByViewer' | 'hidden';

/**
 * Decision (mutual invisibility): someone who blocked you does not exist for you (404 'Profile
 * not found.'), exactly as an unknown id, so a block cannot be detected by probing. A user you
 * blocked is shown in a minimal form with isBlocked, so that you can unblock them; this wins
 * when both blocked each other, because only your own block is yours to undo.
 */
export function profileView(state: BlockState): ProfileView {
  if (state.viewerBlocked) return 'blockedByViewer';
  if (state.blockedViewer) return 'hidden';
  return 'full';
}

/** People may interact (befriend, see each other's content) only when neither blocked the other. */
export function canInteract(state: BlockState): boolean {
  return !state.viewerBlocked && !state.blockedViewer;
}

/** The blocks between `viewerId` and `otherId`, in one query on the blocks primary key. */
export async function blockState(
  db: Database,
  viewerId: string,
  otherId: string,
): Promise<BlockState> {
  const rows = await db
    .select({ blockerId: blocks.blockerId })
    .from(blocks)
    .where(
      or(
        and(eq(blocks.blockerId, viewerId), eq(blocks.blockedId, otherId)),
        and(eq(blocks.blockerId, otherId), eq(blocks.blockedId, viewerId)),
      ),
    );
  return {
    viewerBlocked: rows.some((row) => row.blockerId === viewerId),
    blockedViewer: rows.some((row) => row.blockerId === otherId),
  };
}

/** True when `a` blocked `b` or `b` blocked `a`. */
export async function blockedEitherWay(db: Database, a: string, b: string): Promise<boolean> {
  return !canInteract(await blockState(db, a, b));
}

/**
 * Ids of everyone with a block either way with `viewerId`: whom they blocked and who blocked
 * them. Not limited on purpose: a cut-off list would let hidden people show through.
 */
export async function hiddenUserIds(db: Database, viewerId: string): Promise<string[]> {
  const rows = await db
    .select({
      id: sql<string>`case when ${blocks.blockerId} = ${viewerId} then ${blocks.blockedId} else ${blocks.blockerId} end`,
    })
    .from(blocks)
    .where(or(eq(blocks.blockerId, viewerId), eq(blocks.blockedId, viewerId)));
  return [...new Set(rows.map((row) => row.id))];
}

/** SQL condition: no block either way between `viewerId` and the user whose id is `userId`. */
export function notBlockedWith(db: Database, viewerId: string, userId: AnyColumn): SQL {
  return notExists(
    db
      .select({ one: sql`1` })
      .from(blocks)
      .where(
        or(
          and(eq(blocks.blockerId, viewerId), eq(blocks.blockedId, userId)),
          and(eq(blocks.blockerId, userId), eq(blocks.blockedId, viewerId)),
        ),
      ),
  );
}
