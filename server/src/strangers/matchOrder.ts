import { inSocketOrder } from '../platform/socketOrder';

/**
 * Runs a socket's queue and pair work (match request, skip, leave, disconnect) one at a time, in
 * arrival order, keyed by the socket's matching session (messages keep their own order). Without
 * it a disconnect's clean-up could run while a match request of the same socket was still
 * between its checks and its queue write: the request then queued a socket that was gone, a
 * ghost that the next stranger was paired with (the Redis video bench's lost matchFound).
 */
export function inMatchOrder<T>(session: object, work: () => Promise<T>): Promise<T> {
  return inSocketOrder(session, work);
}

/** The disconnect clean-up, after any match work in flight; never refused for a full queue. */
export function afterMatchWork(session: object, work: () => Promise<void>): Promise<void> {
  return inSocketOrder(session, work).catch(() => work());
}

/**
 * Each socket's matching session, made on its first use: an idle socket keeps none.
 * Keyed weakly by the socket, so it goes with it.
 */
export function matchSessions<Session extends object>(create: () => Session) {
  const sessions = new WeakMap<object, Session>();
  const of = (socket: object): Session => {
    let session = sessions.get(socket);
    if (!session) {
      session = create();
      sessions.set(socket, session);
    }
    return session;
  };
  return {
    of,
    /** The session if the socket has one, without making it. */
    peek: (socket: object): Session | undefined => sessions.get(socket),
    /** Runs `work` with the socket's session, after its match work in flight. */
    inOrder: <T>(socket: object, work: (session: Session) => Promise<T>): Promise<T> => {
      const session = of(socket);
      return inMatchOrder(session, () => work(session));
    },
  };
}
