import type { AppContext } from '../platform/context';
import type { QueueEntry } from '../platform/hub/matchTypes';
import { watchRoom } from '../platform/roomWatch';
import { signAnonymousUploadToken } from './uploadToken';

export type AnonymousCtx = Pick<
  AppContext,
  'hub' | 'io' | 'db' | 'secret' | 'logger' | 'captcha' | 'config' | 'metrics'
>;

/** Two people who just parted are not paired again for this long. */
export const RECENT_PARTNER_MS = 60_000;
/** Messages kept per live pair, for report evidence only (never written to disk). */
export const EVIDENCE_MESSAGES = 50;
/** Local sockets that were paired: the partner watch checks them (a Socket.IO room, not a map). */
export const PAIRED_ROOM = 'anonymous:paired';

/** Interests of `me` that any of `others` gave too (case-insensitive), in me's spelling. */
export function sharedInterests(me: QueueEntry, others: QueueEntry[]): string[] {
  return me.interests.filter((interest) =>
    others.some((other) => other.keys.includes(interest.toLowerCase())),
  );
}

/** Tells both sides of a new pair (wherever their sockets are) who they met. */
export async function announceMatch(
  ctx: AnonymousCtx,
  me: QueueEntry,
  partner: QueueEntry,
): Promise<void> {
  const [mine, theirs] = await Promise.all([
    signAnonymousUploadToken(ctx.secret, me.visitorId),
    signAnonymousUploadToken(ctx.secret, partner.visitorId),
  ]);
  ctx.io.to(me.socketId).emit('matched', {
    sharedInterests: sharedInterests(me, [partner]),
    isRegistered: !!partner.userId,
    uploadToken: mine,
  });
  ctx.io.to(partner.socketId).emit('matched', {
    sharedInterests: sharedInterests(partner, [me]),
    isRegistered: !!me.userId,
    uploadToken: theirs,
  });
  ctx.io.in([me.socketId, partner.socketId]).socketsJoin(PAIRED_ROOM);
}

/** Ends the socket's pair, if any; the partner (on any process) hears partnerDisconnected. */
export async function leavePair(ctx: AnonymousCtx, socketId: string): Promise<QueueEntry | null> {
  const partner = await ctx.hub.match.endPair(socketId, RECENT_PARTNER_MS);
  if (partner) ctx.io.to(partner.socketId).emit('partnerDisconnected');
  return partner;
}

/**
 * A partner's process died (Redis hub): each process checks its own paired sockets every few
 * seconds and ends the pairs whose partner is gone; the survivor hears partnerDisconnected
 * within heartbeat TTL + interval.
 */
export function watchPartners(ctx: AnonymousCtx, everyMs = 2000): () => void {
  return watchRoom(
    ctx,
    PAIRED_ROOM,
    'anonymous partner watch',
    (socketIds) => endOrphanedPairs(ctx, socketIds),
    everyMs,
  );
}

async function endOrphanedPairs(ctx: AnonymousCtx, socketIds: string[]): Promise<void> {
  for (const socketId of await ctx.hub.match.orphaned(socketIds)) {
    if (await ctx.hub.match.endPair(socketId, RECENT_PARTNER_MS))
      ctx.io.to(socketId).emit('partnerDisconnected');
  }
}
