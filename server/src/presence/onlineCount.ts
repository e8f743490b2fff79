import type { AppContext } from '../platform/context';
import type { Stop } from '../platform/lifecycle';
import type { AppSocket } from '../platform/socket';
import { onSocketConnect, onSocketDisconnect, onSocketEvent } from '../platform/socketDispatcher';
import { userPresenceKey, visitorPresenceKey } from '../platform/presenceKeys';

const BROADCAST_INTERVAL_MS = 1000;
/** Every process re-checks the count this often, in case a change elsewhere was not sent. */
const RESYNC_INTERVAL_MS = 10_000;
/**
 * The count costs one write to every socket of the process. Sent once a second whatever the
 * audience, it was most of an idle server's work as people came and went: 30,000 sockets took
 * 30,000 writes a second, 25 times their heartbeats, and each connection made the next one slower.
 * So a process spends at most this many writes a second on it: a large
 * audience hears it less often (every 25 s at 50,000 sockets, as often as their heartbeats).
 */
const COUNT_WRITES_PER_SECOND = 2000;

/** How long a change of the count waits before it is sent to `sockets` sockets. */
export const countBroadcastDelay = (sockets: number) =>
  Math.max(BROADCAST_INTERVAL_MS, Math.ceil((sockets / COUNT_WRITES_PER_SECOND) * 1000));

/** The person a socket belongs to: a user (all their tabs count once) or a visitor. */
export const personOf = (socket: AppSocket) =>
  socket.data.userId
    ? userPresenceKey(socket.data.userId)
    : visitorPresenceKey(socket.data.visitorId);

/** A person came online (first socket anywhere) or went offline (last socket, or their process died). */
export type PresenceListener = (person: string, online: boolean) => void | Promise<unknown>;

/** Who hears people come and go: features listen, the online count announces. */
export interface PresenceEvents {
  onPresence(listener: PresenceListener): void;
  /** Tells every listener; resolves once all are done (failures are theirs to log). */
  announce(person: string, online: boolean): Promise<unknown>;
}

export function presenceEvents(): PresenceEvents {
  const listeners: PresenceListener[] = [];
  return {
    onPresence: (listener) => void listeners.push(listener),
    announce: (person, online) =>
      Promise.allSettled(listeners.map((listener) => listener(person, online))),
  };
}

/**
 * Keeps the online count and broadcasts `updateOnlineUsersCount` to every socket (on every
 * process, through the adapter) when it changes, at most once a second per process; tells
 * ctx.presence's listeners who came and went. Its Stop waits for pending presence changes
 * (friends told before the process goes), then sends the count once more.
 */
export function installOnlineCount(ctx: AppContext): Stop {
  const { io, hub, logger, metrics } = ctx;
  let timer: NodeJS.Timeout | undefined;
  let lastSent = -1;
  const pending = new Set<Promise<unknown>>();
  const announce = (person: string, online: boolean) => ctx.presence.announce(person, online);
  const track = (work: Promise<unknown>) => {
    pending.add(work);
    void work.finally(() => pending.delete(work));
  };

  const broadcast = async () => {
    timer = undefined;
    try {
      const count = await hub.presenceCount();
      metrics.onlinePeople.set(count);
      if (count !== lastSent) {
        lastSent = count;
        io.emit('updateOnlineUsersCount', count);
      }
    } catch (error) {
      logger.warn({ err: error }, 'online count broadcast failed');
    }
  };
  const schedule = () => {
    timer ??= setTimeout(broadcast, countBroadcastDelay(io.engine.clientsCount));
  };
  // Another process may have sent a count we did not: resend ours on the next change.
  const changed = () => {
    lastSent = -1;
    schedule();
  };

  hub.onPresenceLost((people) => {
    changed();
    for (const person of people) track(announce(person, false));
  });
  onSocketConnect(io, (socket) => {
    const person = personOf(socket);
    metrics.sockets.inc();
    track(
      hub.presenceAdd(person, socket.id).then(
        (first) => {
          if (!first) return;
          changed();
          return announce(person, true);
        },
        (error) => logger.warn({ err: error }, 'presence add failed'),
      ),
    );
  });
  onSocketEvent(io, 'getOnlineUsersCount', (_socket, [ack]) => {
    if (typeof ack !== 'function') return;
    const reply = ack as (count: number) => void;
    hub.presenceCount().then(reply, () => reply(0));
  });
  // socket.data is set once, at the handshake: the person is the one counted at connection.
  onSocketDisconnect(io, (socket) => {
    const person = personOf(socket);
    metrics.sockets.dec();
    track(
      hub.presenceRemove(person, socket.id).then(
        (last) => {
          if (!last) return;
          changed();
          return announce(person, false);
        },
        (error) => logger.warn({ err: error }, 'presence remove failed'),
      ),
    );
  });
  // Through schedule(), so that a resync is spaced like any other broadcast.
  const resync = setInterval(schedule, RESYNC_INTERVAL_MS).unref();
  return async () => {
    clearInterval(resync);
    await Promise.allSettled([...pending]);
    clearTimeout(timer);
    lastSent = -1;
    await broadcast();
  };
}
