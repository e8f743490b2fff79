import { videoStore } from './store';
import type { AppSocket } from '../platform/socket';
import type { VideoEntry, VideoMatchResult } from './store';
import { invalid } from '../platform/errors';
import { newId } from '../platform/ids';
import {
  awaitWiden,
  buildQueueEntry,
  cancelWiden,
  refreshExclusions,
  type Waiting,
  type MatchWish,
} from '../strangers/queueEntry';
import { widenedAt } from '../strangers/languages';
import { rememberQueued, type Conversing } from '../strangers/conversations';
import {
  announceJoin,
  announceNewCall,
  leaveCall,
  NOT_IN_CALL,
  VIDEO_ROOM,
  type VideoCtx,
} from './calls';

/** What the server remembers of one socket's video chat (lives as long as the socket). */
export interface VideoSession extends Waiting, Conversing, MatchWish {
  /** The captcha was passed once on this socket: requeueing (skip, new match) needs no new one. */
  captchaPassed: boolean;
  /** The last request's preferences, reused by skip. */
  groupPreferred: boolean;
  /** Reported by several people today (checked at each match request): fewer messages allowed. */
  slowed?: boolean;
}

/** Stops waiting: cancels the widen timer and leaves the queue. */
export async function stopWaiting(
  ctx: VideoCtx,
  socketId: string,
  session: VideoSession,
): Promise<void> {
  cancelWiden(session);
  await videoStore(ctx.hub).leaveQueue(socketId);
}

/** Tells whom a request met; false when it is still waiting. */
function announce(ctx: VideoCtx, me: VideoEntry, result: VideoMatchResult): boolean {
  if (result.status === 'matched') announceNewCall(ctx, result.call, me);
  else if (result.status === 'joined') announceJoin(ctx, result.call, me.socketId);
  else return false;
  return true;
}

/**
 * Leaves any call (the others are told) and the queue, then joins a call looking for more
 * (groupPreferred), starts a call with a waiting stranger, or queues the socket
 * (`waitingForMatch` tells it so). With interests, a shared one is preferred; after the widen
 * delay the socket is told (`waitingForMatch` { widened: true }) and anyone eligible will do.
 */
export async function enqueue(
  ctx: VideoCtx,
  socket: AppSocket,
  session: VideoSession,
): Promise<void> {
  // The request itself takes the socket out of the queue: only the widen timer needs stopping.
  cancelWiden(session);
  await leaveCall(ctx, socket.id, undefined, session);
  // Joined here, on the socket's own process: no adapter round for whoever it meets later.
  void socket.join(VIDEO_ROOM);
  const entry: VideoEntry = {
    ...(await buildQueueEntry(ctx, socket, session)),
    groupPreferred: session.groupPreferred,
  };
  // Gone while the entry was being built: its disconnect clean-up waits for this request, so a
  // queue write now would leave a ghost for the next stranger until that clean-up runs.
  if (!socket.connected) return;
  rememberQueued(session, entry);
  const result = await videoStore(ctx.hub).request(entry, Date.now(), newId());
  if (announce(ctx, entry, result)) return;
  awaitWiden(
    ctx,
    session,
    entry,
    'video',
    (widened) => socket.emit('waitingForMatch', { widened }),
    () => widen(ctx, socket, entry),
  );
}

async function widen(ctx: VideoCtx, socket: AppSocket, entry: VideoEntry): Promise<void> {
  if (!socket.connected) return;
  // A block made while waiting counts: a newcomer's list is fresh, but here both sides waited.
  const fresh = await refreshExclusions(ctx, entry);
  const result = await videoStore(ctx.hub).request(fresh, Date.now(), newId(), true);
  // 'gone': claimed meanwhile (matchFound was sent) or pulled into a call looking for more.
  if (result.status === 'gone' || announce(ctx, fresh, result)) return;
  // Woken at its widenAt, or earlier at its mixAt (trust) with interests still preferred.
  socket.emit('waitingForMatch', { widened: widenedAt(fresh) <= Date.now() });
}

/**
 * Skip: leaves the call `callId` (the others are told) and requeues at once with the same
 * preferences. Refused when the socket is in another call (a stale skip must not end it).
 */
export async function skipCall(
  ctx: VideoCtx,
  socket: AppSocket,
  session: VideoSession,
  callId: string,
): Promise<void> {
  const current = await videoStore(ctx.hub).callOf(socket.id);
  if (current && current.callId !== callId) throw invalid(NOT_IN_CALL);
  await enqueue(ctx, socket, session);
}
