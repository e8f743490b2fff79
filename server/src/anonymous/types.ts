import type { Socket } from 'socket.io';
import type { ClientToServerEvents, ServerToClientEvents, SocketData } from '@serendip/protocol';

/** A server-side socket with the typed event maps (listeners get their payload types). */
export type AnonymousSocket = Socket<
  ClientToServerEvents,
  ServerToClientEvents,
  Record<string, never>,
  SocketData
>;
