import type { DisconnectReason } from 'socket.io';
import type { SocketServer } from './context';
import type { AppSocket } from './socket';
import { withTranslatedAck } from './i18n/socketMessages';

/**
 * One dispatcher per server for every client event. Features register
 * their handlers once at start-up, by event name; a connection then costs one shared `onAny`
 * listener and one shared 'disconnect' listener, both module-level functions that Socket.IO
 * calls with `this` bound to the socket, instead of a closure per event per socket.
 */

/** Handles one client event: its arguments as sent, the ack (a function) last when asked for. */
export type EventHandler = (socket: AppSocket, args: unknown[]) => void;
/**
 * Runs before any handler, for every event, known or not; false drops the event. A guard that
 * must look something up answers with a promise: the rest of the event waits for it (only such
 * events are delayed, so a guard should answer at once for most sockets).
 */
export type EventGuard = (socket: AppSocket, args: unknown[]) => boolean | Promise<boolean>;
export type ConnectionHook = (socket: AppSocket) => void;
export type DisconnectHook = (socket: AppSocket, reason: DisconnectReason) => void;

interface Registry {
  events: Map<string, EventHandler>;
  guards: EventGuard[];
  connected: ConnectionHook[];
  disconnected: DisconnectHook[];
}

/** Keyed by the main namespace: what a socket reaches as `this.nsp`. */
const registries = new WeakMap<object, Registry>();

function registryOf(io: SocketServer): Registry {
  const namespace = io.of('/');
  let registry = registries.get(namespace);
  if (!registry) {
    const created: Registry = { events: new Map(), guards: [], connected: [], disconnected: [] };
    registries.set(namespace, created);
    io.on('connection', (socket) => connect(created, socket));
    registry = created;
  }
  return registry;
}

/**
 * The connection hooks in registration order. A socket cut by one of them (a revoked token, a
 * recovered socket of someone else) gets no later hook and no listener: nothing it would have
 * to undo on disconnect (e.g. presence) was done for it.
 */
function connect(registry: Registry, socket: AppSocket): void {
  for (const hook of registry.connected) {
    hook(socket);
    if (!socket.connected) return;
  }
  socket.onAny(dispatchEvent);
  socket.on('disconnect', dispatchDisconnect);
}

/** The shared `onAny` listener: guards, then the event's handler; unknown events are ignored. */
function dispatchEvent(this: AppSocket, event: unknown, ...args: unknown[]): void {
  const registry = registries.get(this.nsp);
  if (!registry || !this.connected) return;
  // The ack answers in the socket's language, whoever answers it.
  dispatchFrom(registry, this, event, withTranslatedAck(this, args), 0);
}

/** The guards from `first` on, then the handler; a guard's promise is awaited before the rest. */
function dispatchFrom(
  registry: Registry,
  socket: AppSocket,
  event: unknown,
  args: unknown[],
  first: number,
): void {
  for (let index = first; index < registry.guards.length; index++) {
    const passed = registry.guards[index](socket, args);
    if (passed === true) continue;
    if (passed === false) return;
    passed.then(
      (through) => {
        if (through && socket.connected) dispatchFrom(registry, socket, event, args, index + 1);
      },
      () => {},
    );
    return;
  }
  const handler = typeof event === 'string' ? registry.events.get(event) : undefined;
  handler?.(socket, args);
}

/** The shared 'disconnect' listener: every feature's clean-up, in registration order. */
function dispatchDisconnect(this: AppSocket, reason: DisconnectReason): void {
  const registry = registries.get(this.nsp);
  if (registry) for (const hook of registry.disconnected) hook(this, reason);
}

/** Handles `event` on every socket of `io`; one handler per event name. */
export function onSocketEvent(io: SocketServer, event: string, handler: EventHandler): void {
  const { events } = registryOf(io);
  if (events.has(event)) throw new Error(`socket event '${event}' is handled twice`);
  events.set(event, handler);
}

/** Checks every event of every socket before its handler (NUL text, an expired token). */
export function guardSocketEvents(io: SocketServer, guard: EventGuard): void {
  registryOf(io).guards.push(guard);
}

/** Runs `hook` on each new connection, before the socket's first event. */
export function onSocketConnect(io: SocketServer, hook: ConnectionHook): void {
  registryOf(io).connected.push(hook);
}

/** Runs `hook` when a socket disconnects, whatever ends it. */
export function onSocketDisconnect(io: SocketServer, hook: DisconnectHook): void {
  registryOf(io).disconnected.push(hook);
}

/** The client events `io` handles (the security tests check each one against hostile input). */
export function handledSocketEvents(io: SocketServer): string[] {
  return [...registryOf(io).events.keys()];
}
