import { videoStore } from './store';
import type {
  HiddenContent,
  SendVideoChatMessagePayload,
  VideoChatMessage,
} from '@serendip/protocol';
import type { AppSocket } from '../platform/socket';
import { invalid } from '../platform/errors';
import { emitInEachLanguage, textForSocket } from '../platform/i18n/socketTexts';
import { translateMessage } from '../platform/i18n/serverMessages';
import { PARTNER_CHAT_TERMINATED } from '@serendip/protocol';
import { guardText, refuseIfBlocked } from '../moderation/textGuard';
import { EVIDENCE_MESSAGES } from '../strangers/limits';
import { leaveCall, NOT_IN_CALL, type VideoCtx } from './calls';

/** One message kept in the hub for report evidence: `from` is the sending socket. */
export interface KeptVideoMessage {
  from: string;
  message: string;
  at: number;
}

/**
 * Relays a call's text message to the other members (through the text rules and the profanity
 * filter; a message that terminates takes its sender out of the call; hidden contact details
 * ride along as `hidden`, in the relay and in the sender's ack alike). It is kept in the hub's
 * short list of the call for report evidence and never written to disk.
 */
export async function sendVideoChatMessage(
  ctx: VideoCtx,
  socket: AppSocket,
  { message, callId }: SendVideoChatMessagePayload,
): Promise<{ message: string; hidden?: HiddenContent }> {
  const call = await videoStore(ctx.hub).callOf(socket.id);
  if (call?.callId !== callId) throw invalid(NOT_IN_CALL);
  const { text: clean, hidden } = await screenText(ctx, socket, message, callId);
  const kept: KeptVideoMessage = { from: socket.id, message: clean, at: Date.now() };
  const others = await videoStore(ctx.hub).pushMessage(
    callId,
    socket.id,
    JSON.stringify(kept),
    EVIDENCE_MESSAGES,
  );
  if (!others) throw invalid(NOT_IN_CALL);
  const delivered: VideoChatMessage = { message: clean, sender: socket.id, callId };
  if (hidden) delivered.hidden = hidden;
  if (others.length > 0) ctx.io.to(others).emit('receiveVideoChatMessage', delivered);
  return hidden ? { message: clean, hidden } : { message: clean };
}

/** The text rules on one call message; takes the sender out of the call when a rule says so. */
async function screenText(
  ctx: VideoCtx,
  socket: AppSocket,
  text: string,
  callId: string,
): Promise<{ text: string; hidden?: HiddenContent }> {
  const verdict = await guardText(ctx, {
    chat: 'video',
    socket,
    text,
    surrounding: async () =>
      (await videoStore(ctx.hub).messages(callId)).map((json) => {
        const kept = JSON.parse(json) as KeptVideoMessage;
        return {
          from: kept.from === socket.id ? ('sender' as const) : ('other' as const),
          content: kept.message,
          type: 'text',
          sentAt: new Date(kept.at).toISOString(),
        };
      }),
  });
  if (verdict.terminate) {
    const left = await leaveCall(ctx, socket.id, callId);
    const reason = verdict.notice?.message ?? PARTNER_CHAT_TERMINATED;
    socket.emit('chatTerminated', { reason: textForSocket(socket, reason), callId });
    if (left?.ended)
      await emitInEachLanguage(
        ctx.io,
        left.remaining.map((member) => member.socketId),
        'chatTerminated',
        (language) => [{ reason: translateMessage(PARTNER_CHAT_TERMINATED, language), callId }],
      );
  }
  refuseIfBlocked(verdict);
  return { text: verdict.text, hidden: verdict.hidden };
}
