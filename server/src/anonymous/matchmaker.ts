import { anonymousStore, type Leaving, type Left } from './store';
import type { AppSocket } from '../platform/socket';
import type { QueueEntry } from '../strangers/types';
import { announceMatch, pairEnding, type AnonymousCtx } from './pairs';
import {
  awaitWiden,
  buildQueueEntry,
  cancelWiden,
  refreshExclusions,
  type MatchWish,
  type Waiting,
} from '../strangers/queueEntry';
import { widenedAt } from '../strangers/languages';
import { conversationEnded, rememberQueued, type Conversing } from '../strangers/conversations';

/** What the server remembers of one socket's anonymous chat (lives as long as the socket). */
export interface AnonymousSession extends Waiting, Conversing, MatchWish {
  /** The captcha was passed once on this socket: requeueing (skip, new match) needs no new one. */
  captchaPassed: boolean;
  /** Reported by several people today (checked at each match request): fewer messages allowed. */
  slowed?: boolean;
}

/** Withdraws the socket's reconnect request, if any; the stranger it was for hears so. */
export async function withdrawReconnect(
  ctx: AnonymousCtx,
  socketId: string,
  forget = false,
): Promise<void> {
  const asked = await anonymousStore(ctx.hub).cancelReconnect(socketId, forget);
  if (asked) ctx.io.to(asked).emit('reconnectWithdrawn');
}

/**
 * Withdraws the reconnect request (with `withdraw`), stops waiting and leaves the pair, in one
 * store step (one Redis round trip instead of three): the stranger offered a reconnect hears
 * reconnectWithdrawn, then the partner left hears partnerDisconnected. Returns that partner.
 */
export async function leaveAll(
  ctx: AnonymousCtx,
  socketId: string,
  session: AnonymousSession,
  withdraw?: Leaving['withdraw'],
): Promise<QueueEntry | null> {
  cancelWiden(session);
  const leaving = { ...pairEnding(ctx), withdraw };
  const left = await anonymousStore(ctx.hub).leave(socketId, leaving);
  return tellLeft(ctx, left, socketId, session);
}

/**
 * Tells whom a leave concerns, in the order the separate steps did, and counts the conversation
 * the socket (queued as `was`) left toward both sides' trust. Returns the partner left.
 */
function tellLeft(
  ctx: AnonymousCtx,
  { asked, partner }: Left,
  socketId: string,
  was: Conversing,
): QueueEntry | null {
  if (asked) ctx.io.to(asked).emit('reconnectWithdrawn');
  if (partner) {
    ctx.io.to(partner.socketId).emit('partnerDisconnected');
    conversationEnded(ctx, socketId, was, [partner], true);
  }
  return partner;
}

/**
 * Withdraws any reconnect request, leaves any queue and pair (leaveAll: those concerned are told),
 * then pairs the socket with a waiting stranger or queues it (`matching` tells it so): leaving and
 * matching are one store step (one Redis round trip), after the exclusions are read. With interests, a shared one is preferred; after the widen delay
 * the socket is told (`matching` { widened: true }) and anyone eligible will do.
 */
export async function enqueue(
  ctx: AnonymousCtx,
  socket: AppSocket,
  session: AnonymousSession,
): Promise<void> {
  cancelWiden(session);
  const entry = await buildQueueEntry(ctx, socket, session);
  // Gone while the entry was being built: its disconnect clean-up (which leaves the queue and
  // the pair) waits for this request, so a queue write now would leave a ghost until it runs.
  if (!socket.connected) return;
  const leaving = { ...pairEnding(ctx), withdraw: 'request' as const };
  const was = { identity: session.identity, queuedAt: session.queuedAt };
  rememberQueued(session, entry);
  const result = await anonymousStore(ctx.hub).leaveAndMatch(entry, Date.now(), leaving);
  tellLeft(ctx, result.left, socket.id, was);
  if (result.status === 'matched') return announceMatch(ctx, entry, result.partner);
  awaitWiden(
    ctx,
    session,
    entry,
    'anonymous',
    (widened) => socket.emit('matching', { widened }),
    () => widen(ctx, socket, entry),
  );
}

async function widen(ctx: AnonymousCtx, socket: AppSocket, entry: QueueEntry): Promise<void> {
  if (!socket.connected) return;
  // A block or report made while waiting counts: a newcomer's list is fresh, but here both waited.
  const fresh = await refreshExclusions(ctx, entry);
  const result = await anonymousStore(ctx.hub).match(fresh, Date.now(), true);
  // 'gone': someone with a shared interest claimed it meanwhile (matched was sent).
  if (result.status === 'gone') return;
  if (result.status === 'matched') return announceMatch(ctx, fresh, result.partner);
  // Woken at its widenAt, or earlier at its mixAt (trust) with interests still preferred.
  socket.emit('matching', { widened: widenedAt(fresh) <= Date.now() });
}
