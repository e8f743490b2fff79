import type { AppSocket } from '../platform/socket';
import type { QueueEntry } from '../platform/hub/matchTypes';
import { hiddenUserIds } from '../people/policies';
import { announceMatch, leavePair, type AnonymousCtx } from './pairs';

/** How long a socket with interests waits for a shared interest before anyone will do. */
export function widenDelayMs(): number {
  const configured = Number(process.env.ANONYMOUS_WIDEN_MS);
  return Number.isFinite(configured) && configured >= 0 ? configured : 5000;
}

/** What the server remembers of one socket's anonymous chat (lives as long as the socket). */
export interface AnonymousSession {
  /** The captcha was passed once on this socket: requeueing (skip, new match) needs no new one. */
  captchaPassed: boolean;
  interests: string[];
  widenTimer?: NodeJS.Timeout;
}

/** The person behind a socket: a user (all their tabs) or a visitor. */
export const personOf = (socket: AppSocket) =>
  socket.data.userId ? `user:${socket.data.userId}` : `visitor:${socket.data.visitorId}`;

async function buildEntry(
  ctx: AnonymousCtx,
  socket: AppSocket,
  interests: string[],
): Promise<QueueEntry> {
  const { userId, visitorId } = socket.data;
  const hidden = userId ? await hiddenUserIds(ctx.db, userId) : [];
  const keys = [...new Set(interests.map((interest) => interest.toLowerCase()))];
  const now = Date.now();
  return {
    socketId: socket.id,
    processId: ctx.hub.processId,
    person: personOf(socket),
    ...(userId ? { userId } : {}),
    visitorId,
    interests,
    keys,
    exclude: hidden.map((id) => `user:${id}`),
    enqueuedAt: now,
    widenAt: keys.length > 0 ? now + widenDelayMs() : now,
  };
}

/** Stops waiting: cancels the widen timer and leaves the queue. */
export async function stopWaiting(
  ctx: AnonymousCtx,
  socketId: string,
  session: AnonymousSession,
): Promise<void> {
  clearTimeout(session.widenTimer);
  session.widenTimer = undefined;
  await ctx.hub.match.leaveQueue(socketId);
}

/**
 * Leaves any pair (the partner is told), then pairs the socket with a waiting stranger or queues
 * it (`matching` tells it so). With interests, a shared one is preferred; after the widen delay
 * the socket is told (`matching` { widened: true }) and anyone eligible will do.
 */
export async function enqueue(
  ctx: AnonymousCtx,
  socket: AppSocket,
  session: AnonymousSession,
): Promise<void> {
  await stopWaiting(ctx, socket.id, session);
  await leavePair(ctx, socket.id);
  const entry = await buildEntry(ctx, socket, session.interests);
  const result = await ctx.hub.match.match(entry, Date.now());
  if (result.status === 'matched') return announceMatch(ctx, entry, result.partner);
  const widened = entry.widenAt <= entry.enqueuedAt;
  socket.emit('matching', { widened });
  if (widened) return;
  session.widenTimer = setTimeout(() => {
    session.widenTimer = undefined;
    widen(ctx, socket, entry).catch((error: unknown) =>
      ctx.logger.warn({ err: error }, 'anonymous widen failed'),
    );
  }, entry.widenAt - Date.now());
}

async function widen(ctx: AnonymousCtx, socket: AppSocket, entry: QueueEntry): Promise<void> {
  if (!socket.connected) return;
  const result = await ctx.hub.match.match(entry, Date.now(), true);
  // 'gone': someone with a shared interest claimed it meanwhile (matched was sent).
  if (result.status === 'gone') return;
  if (result.status === 'matched') return announceMatch(ctx, entry, result.partner);
  socket.emit('matching', { widened: true });
}
