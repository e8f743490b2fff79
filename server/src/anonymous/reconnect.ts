import { anonymousStore } from './store';
import { RECONNECT_UNAVAILABLE, type ReconnectReply } from '@serendip/protocol';
import type { AppSocket } from '../platform/socket';
import type { QueueEntry } from '../strangers/types';
import { invalid } from '../platform/errors';
import { excludedPeople } from '../strangers/queueEntry';
import { strangerIdentity } from '../strangers/identity';
import { personOf } from '../presence/onlineCount';
import { announceMatch, type AnonymousCtx } from './pairs';
import { leaveAll, withdrawReconnect, type AnonymousSession } from './matchmaker';

/**
 * The socket asks to meet its last stranger again (within RECONNECT_WINDOW_MS of parting). It
 * leaves any queue or pair; when the stranger asked too, both get `matched` (the usual flow);
 * else the stranger is offered it (`reconnectOffered`) and this side waits. Never between two
 * people of whom one reported or blocked the other (checked now: a report may follow the pair).
 */
export async function askReconnect(
  ctx: AnonymousCtx,
  socket: AppSocket,
  session: AnonymousSession,
): Promise<ReconnectReply> {
  const store = anonymousStore(ctx.hub);
  const last = await store.lastPartner(socket.id);
  const me = {
    userId: socket.data.userId,
    identity: strangerIdentity(ctx.secret, socket.data),
    person: personOf(socket),
  };
  if (!last || (await keptApart(ctx, me, last))) throw invalid(RECONNECT_UNAVAILABLE);
  await leaveAll(ctx, socket.id, session);
  const result = await store.askReconnect(socket.id);
  if (result.status === 'gone') throw invalid(RECONNECT_UNAVAILABLE);
  if (result.status === 'matched') {
    await announceMatch(ctx, result.me, result.partner);
    return { status: 'matched' };
  }
  ctx.io.to(result.partner.socketId).emit('reconnectOffered');
  return { status: 'waiting' };
}

/** Withdraws the socket's request (the stranger's offer goes); the socket stays where it is. */
export async function cancelReconnect(ctx: AnonymousCtx, socket: AppSocket): Promise<object> {
  await withdrawReconnect(ctx, socket.id);
  return {};
}

type Someone = Pick<QueueEntry, 'userId' | 'identity' | 'person'>;

/** One of the two reported or blocked the other (fresh from the database and strangers store). */
async function keptApart(ctx: AnonymousCtx, me: Someone, partner: Someone): Promise<boolean> {
  const [mine, theirs] = await Promise.all([
    excludedPeople(ctx, me.userId, me.identity),
    excludedPeople(ctx, partner.userId, partner.identity),
  ]);
  const names = (who: Someone) => [who.person, who.identity].filter(Boolean) as string[];
  return (
    names(partner).some((name) => mine.includes(name)) ||
    names(me).some((name) => theirs.includes(name))
  );
}
