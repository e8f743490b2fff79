import type { AppSocket } from '../platform/socket';
import type { QueueEntry } from '../platform/hub/matchTypes';
import { hiddenUserIds } from '../people/policies';
import { personOf } from '../presence/onlineCount';
import { announceMatch, leavePair, type AnonymousCtx } from './pairs';

/** What the server remembers of one socket's anonymous chat (lives as long as the socket). */
export interface AnonymousSession {
  /** The captcha was passed once on this socket: requeueing (skip, new match) needs no new one. */
  captchaPassed: boolean;
  interests: string[];
  /** Reported by several people today (checked at each match request): fewer messages allowed. */
  slowed?: boolean;
  widenTimer?: NodeJS.Timeout;
}

async function buildEntry(
  ctx: AnonymousCtx,
  socket: AppSocket,
  interests: string[],
): Promise<QueueEntry> {
  const { userId, visitorId, ipKey } = socket.data;
  const keys = [...new Set(interests.map((interest) => interest.toLowerCase()))];
  const now = Date.now();
  return {
    socketId: socket.id,
    processId: ctx.hub.processId,
    person: personOf(socket),
    ...(userId ? { userId } : {}),
    visitorId,
    ipKey,
    interests,
    keys,
    exclude: await excludedPeople(ctx, userId),
    enqueuedAt: now,
    widenAt: keys.length > 0 ? now + ctx.config.anonymousWidenMs : now,
  };
}

/** People a user must not meet: blocks either way (visitors cannot block or be blocked). */
async function excludedPeople(ctx: AnonymousCtx, userId: string | undefined): Promise<string[]> {
  if (!userId) return [];
  return (await hiddenUserIds(ctx.db, userId)).map((id) => `user:${id}`);
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
  // A block made while waiting counts: a newcomer's list is fresh, but here both sides waited.
  const fresh = { ...entry, exclude: await excludedPeople(ctx, entry.userId) };
  const result = await ctx.hub.match.match(fresh, Date.now(), true);
  // 'gone': someone with a shared interest claimed it meanwhile (matched was sent).
  if (result.status === 'gone') return;
  if (result.status === 'matched') return announceMatch(ctx, fresh, result.partner);
  socket.emit('matching', { widened: true });
}
