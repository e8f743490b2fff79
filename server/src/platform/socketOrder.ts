import { tooMany } from './errors';

/**
 * Per-socket serial queue for the events whose order matters (messages). A client may send
 * several messages before the first is acknowledged; run concurrently, their awaits (rate limit,
 * membership, insert) interleave and they are stored and delivered out of order. Each socket's
 * queued work runs one task at a time, in arrival order; other sockets are not held up.
 */
const MAX_PENDING = 64;

interface Queue {
  tail: Promise<unknown>;
  pending: number;
}

const queues = new WeakMap<object, Queue>();

/**
 * Runs `work` once every earlier task queued for the same socket has settled (fulfilled or
 * failed): `answer(ctx, ack, () => inSocketOrder(socket, async () => ...))`. Past MAX_PENDING
 * waiting tasks the event is refused (429) instead of buffered without limit.
 */
export function inSocketOrder<T>(socket: object, work: () => Promise<T>): Promise<T> {
  let queue = queues.get(socket);
  if (!queue) {
    queue = { tail: Promise.resolve(), pending: 0 };
    queues.set(socket, queue);
  }
  const own = queue;
  if (own.pending >= MAX_PENDING) {
    return Promise.reject(tooMany('Too many messages at once. Please wait a moment.'));
  }
  own.pending += 1;
  const run = own.tail.then(work).finally(() => {
    own.pending -= 1;
  });
  // The next task waits for this one to settle, whatever its outcome.
  own.tail = run.catch(() => undefined);
  return run;
}
