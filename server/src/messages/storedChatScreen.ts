import type { AppSocket } from '../platform/socket';
import { guardText, refuseIfBlocked, type GuardCtx } from '../moderation/textGuard';
import { pageOfMessages, type MessagePlace } from './queries';

/** Runs the text rules on a message's text before it is stored; resolves to the text to store. */
export type TextScreen = (text: string) => Promise<string>;

/** Messages before a flagged one that its automatic report carries. */
const EVIDENCE_BEFORE = 10;

/**
 * Moderation's text rules for friend chat and rooms: a flag carries the last messages of the
 * conversation or room, which messages/ reads for it; a blocked message is neither stored nor
 * delivered.
 */
export function storedChatScreen(
  ctx: GuardCtx,
  socket: AppSocket,
  chat: 'friend' | 'room',
  place: MessagePlace,
): TextScreen {
  return async (text) => {
    const verdict = await guardText(ctx, {
      chat,
      socket,
      text,
      surrounding: async () =>
        (await pageOfMessages(ctx.db, place, 0, EVIDENCE_BEFORE)).reverse().map((row) => ({
          from: row.message.senderId === socket.data.userId ? 'sender' : 'other',
          senderId: row.message.senderId,
          content: row.message.content,
          type: row.message.type,
          sentAt: row.message.createdAt.toISOString(),
        })),
    });
    refuseIfBlocked(verdict);
    return verdict.text;
  };
}
