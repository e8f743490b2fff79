import { anonymousStore } from './store';
import type { AppContext } from '../platform/context';
import type { Stop } from '../platform/lifecycle';
import type { QueueEntry } from '../strangers/types';
import { joinWatchedRoom, watchRoom } from '../platform/roomWatch';
import { signAnonymousUploadToken } from './uploadToken';
import { RECENT_PARTNER_MS } from '../strangers/limits';
import { sharedInterests } from '../strangers/interests';
import { sharedLanguages } from '../strangers/languages';

export type AnonymousCtx = Pick<
  AppContext,
  'hub' | 'io' | 'db' | 'secret' | 'logger' | 'captcha' | 'config' | 'metrics'
>;

/** Local sockets that were paired: the partner watch checks them (a Socket.IO room, not a map). */
export const PAIRED_ROOM = 'anonymous:paired';

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
    ...sharedLanguages([me, partner]),
    isRegistered: !!partner.userId,
    uploadToken: mine,
    ...imagesLock(me),
  });
  ctx.io.to(partner.socketId).emit('matched', {
    sharedInterests: sharedInterests(partner, [me]),
    ...sharedLanguages([partner, me]),
    isRegistered: !!me.userId,
    uploadToken: theirs,
    ...imagesLock(partner),
  });
  joinWatchedRoom(ctx, [me.socketId, partner.socketId], PAIRED_ROOM);
}

/** The optional extra telling a side it cannot send images yet (trust), only when it cannot. */
const imagesLock = (entry: QueueEntry) =>
  entry.imagesLockedFor ? { imagesLockedFor: entry.imagesLockedFor } : {};

/** How a pair ended by one side ends: recent partners for a while, a reconnect window. */
export function pairEnding(ctx: AnonymousCtx): { recentMs: number; reconnectMs: number } {
  return { recentMs: RECENT_PARTNER_MS, reconnectMs: ctx.config.anonymousReconnectMs };
}

/**
 * Ends the socket's pair, if any; the partner (on any process) hears partnerDisconnected. Both
 * may ask to meet again within config.anonymousReconnectMs (reconnect.ts).
 */
export async function leavePair(ctx: AnonymousCtx, socketId: string): Promise<QueueEntry | null> {
  const { recentMs, reconnectMs } = pairEnding(ctx);
  const partner = await anonymousStore(ctx.hub).endPair(socketId, recentMs, reconnectMs);
  if (partner) ctx.io.to(partner.socketId).emit('partnerDisconnected');
  return partner;
}

/**
 * A partner's process died (Redis hub): each process checks its own paired sockets every few
 * seconds and ends the pairs whose partner is gone; the survivor hears partnerDisconnected
 * within heartbeat TTL + interval.
 */
export function watchPartners(ctx: AnonymousCtx, everyMs = 2000): Stop {
  return watchRoom(
    ctx,
    PAIRED_ROOM,
    'anonymous partner watch',
    (socketIds) => endOrphanedPairs(ctx, socketIds),
    everyMs,
  );
}

async function endOrphanedPairs(ctx: AnonymousCtx, socketIds: string[]): Promise<void> {
  for (const socketId of await anonymousStore(ctx.hub).orphaned(socketIds)) {
    if (await anonymousStore(ctx.hub).endPair(socketId, RECENT_PARTNER_MS))
      ctx.io.to(socketId).emit('partnerDisconnected');
  }
}
