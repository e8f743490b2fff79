import type { Removable, RemovalContext } from '../platform/removable';
import { userRoom } from '../platform/socket';
import type { MessageRow } from '../messages/presenter';
import { messageRow, removeMessage, restoreMessage } from '../messages/removal';
import { findConversation } from './queries';
import { conversationRoom } from './service';

/** Where a friend message shows: the open chat windows and both participants' sockets. */
async function channelsOf(ctx: RemovalContext, row: MessageRow): Promise<string[]> {
  const conversationId = row.conversationId!;
  const conversation = await findConversation(ctx.db, conversationId);
  const people = conversation ? [conversation.userA, conversation.userB] : [];
  return [conversationRoom(conversationId), ...people.map(userRoom)];
}

/** Friend chat messages as moderation removes and restores them. */
export const friendMessageRemoval: Removable<MessageRow> = {
  owner: 'senderId',
  find: (ctx, id) => messageRow(ctx, 'conversationId', id),
  async remove(ctx, id) {
    await removeMessage(ctx, id, (row) => channelsOf(ctx, row));
  },
  restore: (ctx, row) => restoreMessage(ctx, row, (restored) => channelsOf(ctx, restored)),
};
