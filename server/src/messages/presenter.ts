import type { ChatMessage } from '@serendip/protocol';
import type { messages, users } from '../platform/db/schema';
import { presentSummary } from '../users/presenter';

export type MessageRow = typeof messages.$inferSelect;
export type SenderRow = Pick<typeof users.$inferSelect, 'id' | 'username' | 'profilePicture'>;

/** A stored message with its sender, in its wire shape (plus clientId and its place). */
export function presentMessage(row: MessageRow, sender: SenderRow): ChatMessage {
  return {
    _id: row.id,
    sender: presentSummary(sender),
    content: row.content,
    type: row.type,
    createdAt: row.createdAt.toISOString(),
    clientId: row.clientId,
    ...(row.conversationId ? { conversationId: row.conversationId } : {}),
    ...(row.roomId ? { roomId: row.roomId } : {}),
  };
}
