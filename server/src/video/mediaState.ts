import type { CallMediaStatePayload } from '@serendip/protocol';
import { invalid } from '../platform/errors';
import { NOT_IN_CALL, type VideoCtx } from './calls';
import { videoStore } from './store';

/**
 * Relays a member's microphone and camera state to the other members of their live call (what
 * their tiles show as icons). Only a member of that call may tell it; nothing is kept.
 */
export async function relayMediaState(
  ctx: Pick<VideoCtx, 'hub' | 'io'>,
  socketId: string,
  { callId, audio, video }: CallMediaStatePayload,
): Promise<void> {
  const call = await videoStore(ctx.hub).callOf(socketId);
  if (call?.callId !== callId) throw invalid(NOT_IN_CALL);
  const others = call.members
    .map((member) => member.socketId)
    .filter((member) => member !== socketId);
  if (others.length > 0)
    ctx.io.to(others).emit('memberMediaState', { callId, socketId, audio, video });
}
