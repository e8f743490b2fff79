import { desc, eq } from 'drizzle-orm';
import { ROOM_LIST_MAX } from '@serendip/protocol';
import type { AppContext } from '../platform/context';
import { roomMembers } from '../platform/db/schema';
import { onUserPresence } from '../presence/userPresence';
import { roomChannel } from './service';

/**
 * Keeps rooms' online counts live: when a member comes online (first socket anywhere) or goes
 * offline (last socket gone, or their process died), each of their rooms' open windows hears
 * `roomMemberPresence { roomId, userId, online }` through the adapter. One query per change (the
 * person's newest ROOM_LIST_MAX rooms); visitors belong to no room and cost nothing.
 */
export function installRoomPresence(
  ctx: Pick<AppContext, 'db' | 'io' | 'logger' | 'presence'>,
): void {
  onUserPresence(ctx.presence, ctx.logger, 'room presence', async (userId, online) => {
    const rows = await ctx.db
      .select({ roomId: roomMembers.roomId })
      .from(roomMembers)
      .where(eq(roomMembers.userId, userId))
      .orderBy(desc(roomMembers.joinedAt))
      .limit(ROOM_LIST_MAX);
    for (const { roomId } of rows)
      ctx.io.to(roomChannel(roomId)).emit('roomMemberPresence', { roomId, userId, online });
  });
}
