import { and, eq, inArray } from 'drizzle-orm';
import type { ConversationSeen } from '@serendip/protocol';
import type { AppContext } from '../platform/context';
import type { Database } from '../platform/db/database';
import { conversationReads, users } from '../platform/db/schema';
import { emitPublished, userRoom } from '../platform/socket';

/**
 * "Seen" goes both ways or not at all, as in the messaging apps people know: a person who turned
 * "Share when I've seen messages" off neither shows their read state nor sees their friend's.
 * A block (or the end of the friendship) hides it too.
 */
async function seenVisible(
  ctx: Pick<AppContext, 'db' | 'readPlaces'>,
  readerId: string,
  viewerId: string,
): Promise<boolean> {
  try {
    await ctx.readPlaces.requireMayChat(readerId, viewerId);
  } catch {
    return false;
  }
  const rows = await ctx.db
    .select({ share: users.shareReadState })
    .from(users)
    .where(inArray(users.id, [readerId, viewerId]));
  return rows.length === 2 && rows.every((row) => row.share);
}

async function readMarker(db: Database, userId: string, conversationId: string) {
  const [row] = await db
    .select({ readAt: conversationReads.readAt })
    .from(conversationReads)
    .where(
      and(
        eq(conversationReads.userId, userId),
        eq(conversationReads.conversationId, conversationId),
      ),
    );
  return row?.readAt;
}

/** Up to when `friendId` has read the conversation, as `viewerId` may see it (else undefined). */
export async function friendSeenAt(
  ctx: Pick<AppContext, 'db' | 'readPlaces'>,
  viewerId: string,
  friendId: string,
  conversationId: string,
): Promise<string | undefined> {
  if (!(await seenVisible(ctx, friendId, viewerId))) return undefined;
  return (await readMarker(ctx.db, friendId, conversationId))?.toISOString();
}

/** Tells the friend's sockets (any process) that `readerId` read up to `seenAt`, if both share. */
export async function announceSeen(
  ctx: Pick<AppContext, 'db' | 'readPlaces' | 'io'>,
  readerId: string,
  friendId: string,
  conversationId: string,
  seenAt: Date,
): Promise<void> {
  if (!(await seenVisible(ctx, readerId, friendId))) return;
  const payload: ConversationSeen = {
    conversationId,
    userId: readerId,
    seenAt: seenAt.toISOString(),
  };
  await emitPublished(ctx.io, [userRoom(friendId)], 'conversationSeen', payload);
}
