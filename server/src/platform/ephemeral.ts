import { Adapter, SessionAwareAdapter, type BroadcastOptions } from 'socket.io-adapter';

/**
 * Socket.IO socket ids: 20 base64url characters. Every room the app names carries a `kind:`
 * prefix (`user:<id>`, `conversation:<id>`, `room:<id>`, `anonymous:paired`...), so it never
 * looks like one.
 */
const SOCKET_ID = /^[\w-]{20}$/;

/**
 * True when an event goes only to single sockets, never to a named room. Anonymous pairs and
 * video calls are addressed this way (docs/architecture.md, the hub), and the product promises
 * no recording: such events are delivered and forgotten, never kept for connection-state
 * recovery nor written to the Redis stream. A named room misread as a socket would only lose
 * its replay after a reconnect, never its delivery.
 */
export function addressedToSocketsOnly(rooms: Iterable<string> | undefined): boolean {
  let any = false;
  for (const room of rooms ?? []) {
    if (!SOCKET_ID.test(room)) return false;
    any = true;
  }
  return any;
}

/**
 * The in-memory adapter (one process) with connection-state recovery, except that what goes
 * only to single sockets is not kept in its replay buffer (see addressedToSocketsOnly).
 */
export class EphemeralAwareSessionAdapter extends SessionAwareAdapter {
  override broadcast(packet: { type: number; data?: unknown[] }, opts: BroadcastOptions): void {
    if (addressedToSocketsOnly(opts.rooms)) Adapter.prototype.broadcast.call(this, packet, opts);
    else super.broadcast(packet, opts);
  }
}
