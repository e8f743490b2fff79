import type { AppSocket } from '../platform/socket';
import { invalid } from '../platform/errors';
import { reportStranger } from '../strangers/report';
import { markReported } from '../strangers/conversations';
import { anonymousStore } from './store';
import type { AnonymousCtx } from './pairs';
import { NOT_IN_CHAT, type KeptMessage } from './service';

/**
 * Files a report on the current partner with the pair's last messages as evidence (the only
 * time they reach the database). Three different reporters within a day suspend the partner
 * from anonymous chat for a day.
 */
export async function reportPartner(
  ctx: AnonymousCtx,
  socket: AppSocket,
  reason: string,
  category?: string,
): Promise<{ message: string }> {
  const pair = await anonymousStore(ctx.hub).pairOf(socket.id);
  if (!pair) throw invalid(NOT_IN_CHAT);
  const kept = (await anonymousStore(ctx.hub).messages(socket.id)).map(
    (json) => JSON.parse(json) as KeptMessage,
  );
  const evidence = kept.map((message) => ({
    from: message.from === socket.id ? 'reporter' : 'reported',
    content: message.content,
    type: message.type,
    sentAt: new Date(message.at).toISOString(),
  }));
  // Not a completed conversation for anyone's trust (strangers/conversations.ts).
  await markReported(ctx, [socket.id, pair.partner.socketId]);
  return reportStranger(ctx, socket, pair.partner, {
    context: 'anonymous',
    reason,
    category,
    evidence,
  });
}
