import { videoStore } from './store';
import type { AppContext } from '../platform/context';
import type { Stop } from '../platform/lifecycle';
import type { LeftCall, VideoCall, VideoEntry } from './store';
import { watchRoom } from '../platform/roomWatch';
import { RECENT_PARTNER_MS } from '../strangers/limits';
import { sharedInterests } from '../strangers/interests';
import { sharedLanguages } from '../strangers/languages';
import { conversationEnded, type Conversing } from '../strangers/conversations';
import { extraBlurMs } from '../trust/limits';
import { weightsOf } from '../trust/personTrust';

export type VideoCtx = Pick<
  AppContext,
  'hub' | 'io' | 'db' | 'secret' | 'logger' | 'captcha' | 'config' | 'metrics'
>;

export const NOT_IN_CALL = 'You are not in this call.';
/**
 * Local sockets that asked for a video match (so may be in a call): the watch for dead processes
 * checks their calls. A Socket.IO room, not a map; each process joins its own sockets, locally.
 */
export const VIDEO_ROOM = 'video:matching';

/**
 * A new one-to-one call: the waiting partner hears first (isCaller false, it waits for the
 * offer), then the requester who found it (isCaller true, it sends the offer). Told in this order
 * so that the offer, relayed after the caller heard, never overtakes the callee's matchFound.
 */
export function announceNewCall(ctx: VideoCtx, call: VideoCall, caller: VideoEntry): void {
  const callee = call.members.find((member) => member.socketId !== caller.socketId)!;
  const tell = (me: VideoEntry, other: VideoEntry, isCaller: boolean) =>
    ctx.io.to(me.socketId).emit('matchFound', {
      callId: call.callId,
      members: [other.socketId],
      isCaller,
      isGroupCall: false,
      sharedInterests: sharedInterests(me, [other]),
      ...sharedLanguages([me, other]),
      ...longerBlur(ctx, [other]),
    });
  tell(callee, caller, false);
  tell(caller, callee, true);
}

/**
 * The optional extra of matchFound: the members whose video stays blurred longer (new or low
 * trust) and by how much; nothing when there are none.
 */
function longerBlur(ctx: VideoCtx, members: VideoEntry[]): { blurMs?: Record<string, number> } {
  const weights = weightsOf(ctx);
  const longer = members.flatMap((member) => {
    const ms = extraBlurMs(member.trust, weights);
    return ms > 0 ? [[member.socketId, ms] as const] : [];
  });
  return longer.length > 0 ? { blurMs: Object.fromEntries(longer) } : {};
}

/**
 * A newcomer joined a running call. The members already there hear newMemberJoinedCall first
 * and wait; the newcomer then gets matchFound (isCaller) and existingMembersInCall, and offers
 * to each of them (the group offer rule: the one who arrives offers, those present answer).
 */
export function announceJoin(ctx: VideoCtx, call: VideoCall, newcomerId: string): void {
  const newcomer = call.members.find((member) => member.socketId === newcomerId)!;
  const existing = call.members.filter((member) => member.socketId !== newcomerId);
  const { callId } = call;
  const newcomerBlur = extraBlurMs(newcomer.trust, weightsOf(ctx));
  ctx.io.to(existing.map((member) => member.socketId)).emit('newMemberJoinedCall', {
    callId,
    member: newcomerId,
    socketId: newcomerId,
    ...(newcomerBlur > 0 ? { blurMs: newcomerBlur } : {}),
  });
  const members = existing.map((member) => member.socketId);
  ctx.io.to(newcomerId).emit('matchFound', {
    callId,
    members,
    isCaller: true,
    isGroupCall: true,
    sharedInterests: sharedInterests(newcomer, existing),
    ...sharedLanguages([newcomer, ...existing]),
    ...longerBlur(ctx, existing),
  });
  ctx.io.to(newcomerId).emit('existingMembersInCall', { callId, members });
}

/** Tells those who stay that `socketId` left; when the call ended, the last one hears so too. */
export function tellLeft(ctx: VideoCtx, left: LeftCall, socketId: string): void {
  if (left.remaining.length === 0) return;
  ctx.io.to(left.remaining.map((member) => member.socketId)).emit('memberLeftCall', {
    callId: left.callId,
    socketId,
    callEnded: left.ended,
  });
}

/**
 * Takes the socket out of its call (only out of `callId` when given) and tells the others. With
 * the leaver's session (`was`), the call counts toward the leaver's trust, and toward the last
 * member's when the call ended with this leave.
 */
export async function leaveCall(
  ctx: VideoCtx,
  socketId: string,
  callId?: string,
  was?: Conversing,
): Promise<LeftCall | null> {
  const left = await videoStore(ctx.hub).leaveCall(socketId, RECENT_PARTNER_MS, callId);
  if (left) {
    tellLeft(ctx, left, socketId);
    if (was) conversationEnded(ctx, socketId, was, left.remaining, left.ended);
  }
  return left;
}

/**
 * A member asks for one more person: every member hears callLookingForMore, and the oldest
 * eligible groupPreferred socket waiting (if any) is pulled in at once through the join flow.
 */
export async function addUserToCall(ctx: VideoCtx, socketId: string, callId: string) {
  const result = await videoStore(ctx.hub).lookForMore(socketId, callId, Date.now());
  if (result.status === 'notMember' || result.status === 'full') return result;
  const before =
    result.status === 'joined'
      ? result.call.members.filter((member) => member.socketId !== result.newcomer.socketId)
      : result.call.members;
  ctx.io.to(before.map((member) => member.socketId)).emit('callLookingForMore', callId);
  if (result.status === 'joined') announceJoin(ctx, result.call, result.newcomer.socketId);
  return result;
}

/**
 * A member's server process died (Redis hub): each process checks the calls of its own sockets
 * every few seconds and takes the dead members out; the survivors hear memberLeftCall within
 * heartbeat TTL + interval.
 */
export function watchCalls(ctx: VideoCtx, everyMs = 2000): Stop {
  return watchRoom(
    ctx,
    VIDEO_ROOM,
    'video call watch',
    (socketIds) => removeDead(ctx, socketIds),
    everyMs,
  );
}

async function removeDead(ctx: VideoCtx, socketIds: string[]): Promise<void> {
  const dead = await videoStore(ctx.hub).deadMembers(socketIds);
  // Several processes may find the same dead member: leaveCall answers only one of them.
  for (const socketId of dead) await leaveCall(ctx, socketId);
}
