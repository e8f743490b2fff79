import type { SendVideoChatMessagePayload } from '@serendip/protocol';
import type { AppSocket } from '../platform/socket';
import { invalid } from '../platform/errors';
import { filterText } from '../moderation/textFilter';
import { EVIDENCE_MESSAGES } from '../anonymous/pairs';
import { NOT_IN_CALL, type VideoCtx } from './calls';

/** One message kept in the hub for report evidence: `from` is the sending socket. */
export interface KeptVideoMessage {
  from: string;
  message: string;
  at: number;
}

/**
 * Relays a call's text message to the other members (censored by the profanity filter). It is
 * kept in the hub's short list of the call for report evidence and never written to disk.
 */
export async function sendVideoChatMessage(
  ctx: VideoCtx,
  socket: AppSocket,
  { message, callId }: SendVideoChatMessagePayload,
): Promise<{ message: string }> {
  const clean = filterText(message).clean;
  const kept: KeptVideoMessage = { from: socket.id, message: clean, at: Date.now() };
  const others = await ctx.hub.video.pushMessage(
    callId,
    socket.id,
    JSON.stringify(kept),
    EVIDENCE_MESSAGES,
  );
  if (!others) throw invalid(NOT_IN_CALL);
  if (others.length > 0)
    ctx.io
      .to(others)
      .emit('receiveVideoChatMessage', { message: clean, sender: socket.id, callId });
  return { message: clean };
}
