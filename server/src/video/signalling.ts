import { videoStore } from './store';
import { forbidden } from '../platform/errors';
import type { VideoCtx } from './calls';

export const NOT_YOUR_CALL = 'You can only signal to another member of your call.';

/**
 * The policy of the WebRTC relays: an offer, answer or candidate goes from one member of a live
 * call to another member of the same call, never to anyone else (one hub lookup for both).
 */
export async function authorizeSignal(
  ctx: Pick<VideoCtx, 'hub'>,
  fromSocketId: string,
  toSocketId: string,
  callId: string,
): Promise<void> {
  const allowed =
    fromSocketId !== toSocketId &&
    (await videoStore(ctx.hub).inCall(callId, [fromSocketId, toSocketId]));
  if (!allowed) throw forbidden(NOT_YOUR_CALL);
}
