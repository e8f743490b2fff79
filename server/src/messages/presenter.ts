import { MESSAGE_DELETED, type ChatMessage, type MessageExtras } from '@serendip/protocol';
import type { messages, users } from '../platform/db/schema';
import { presentSummary } from '../users/presenter';

export type MessageRow = typeof messages.$inferSelect;
export type SenderRow = Pick<typeof users.$inferSelect, 'id' | 'username' | 'profilePicture'>;

/** What is loaded beside a message, in batch per page (messages/enrich.ts). */
export type LoadedExtras = Pick<MessageExtras, 'replyTo' | 'reactions'>;

/**
 * A stored message with its sender, in its wire shape (plus clientId and its place). A deleted
 * message reads 'Message deleted' as plain text, so a client written from the spec shows that.
 */
export function presentMessage(
  row: MessageRow,
  sender: SenderRow,
  extras: LoadedExtras = {},
): ChatMessage {
  const deleted = Boolean(row.deletedAt);
  return {
    _id: row.id,
    sender: presentSummary(sender),
    content: deleted ? MESSAGE_DELETED : row.content,
    type: deleted ? 'text' : row.type,
    createdAt: row.createdAt.toISOString(),
    clientId: row.clientId,
    ...(row.conversationId ? { conversationId: row.conversationId } : {}),
    ...(row.roomId ? { roomId: row.roomId } : {}),
    ...(deleted ? { deleted: true } : {}),
    ...(row.editedAt && !deleted ? { editedAt: row.editedAt.toISOString() } : {}),
    ...(extras.replyTo ? { replyTo: extras.replyTo } : {}),
    ...(extras.reactions?.length && !deleted ? { reactions: extras.reactions } : {}),
  };
}
