import type { AppContext } from './context';
import type { Stop } from './lifecycle';

/** Sockets handed to one check: a bounded script argument list. */
const BATCH = 500;

/**
 * Watches for dead server processes (Redis hub only): their heartbeats expire, so their sockets
 * never say goodbye. Every `everyMs` this process hands its own sockets in `room` to `check`,
 * in batches, one round at a time; a failed round is logged as `<what> failed`. Returns a stop
 * function. The memory hub has one process: nothing to watch.
 */
export function watchRoom(
  ctx: Pick<AppContext, 'hub' | 'io' | 'logger'>,
  room: string,
  what: string,
  check: (socketIds: string[]) => Promise<void>,
  everyMs: number,
): Stop {
  if (ctx.hub.kind === 'memory') return () => {};
  let running: Promise<void> | undefined;
  const round = async (socketIds: string[]) => {
    try {
      for (let start = 0; start < socketIds.length; start += BATCH)
        await check(socketIds.slice(start, start + BATCH));
    } catch (error) {
      ctx.logger.warn({ err: error }, `${what} failed`);
    }
  };
  const timer = setInterval(() => {
    const local = ctx.io.of('/').adapter.rooms.get(room);
    if (running || !local || local.size === 0) return;
    running = round([...local]).finally(() => {
      running = undefined;
    });
  }, everyMs).unref();
  // A round under way still uses the hub: the stop waits for it.
  return async () => {
    clearInterval(timer);
    await running;
  };
}

/**
 * Puts sockets, wherever they are, in a room watched with watchRoom: a socket of this process
 * joins at once (no round trip through the adapter's stream); only the others are asked
 * through the adapter, on the process that holds them.
 */
export function joinWatchedRoom(
  ctx: Pick<AppContext, 'io'>,
  socketIds: string[],
  room: string,
): void {
  const local = ctx.io.of('/').sockets;
  const elsewhere = socketIds.filter((id) => {
    const socket = local.get(id);
    void socket?.join(room);
    return !socket;
  });
  if (elsewhere.length > 0) ctx.io.in(elsewhere).socketsJoin(room);
}
