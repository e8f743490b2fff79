import { useSyncExternalStore } from 'react';
import type { Socket, io as createIo } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '@serendip/protocol';
import { noticeRestriction } from './restriction';

/** The live connection (docs/protocol.md), typed by the protocol's event maps. */
export type AppSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

let current: AppSocket | null = null;
let io: typeof createIo | null = null;

/**
 * Fetches the Socket.IO client (its own chunk) once. It is loaded after the first paint, so a
 * page that shows before the connection opens (the landing page) does not wait for it.
 */
export async function loadSocketClient(): Promise<void> {
  io ??= (await import('socket.io-client')).io;
}
const listeners = new Set<() => void>();

function notify(): void {
  listeners.forEach((listener) => listener());
}

/**
 * localStorage key of this browser's visitor id (a random UUID). Sent logged in too: an account's
 * suspension or ban then holds for the browsers it used, even signed out, and for nobody else.
 */
export const VISITOR_ID_KEY = 'visitorId';

let pageVisitorId: string | undefined;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * This browser's visitor id, made once and kept: the server knows a visitor without an account
 * by it, so "never matched with the one you reported again" and sanctions hold across reloads.
 * Storage off (private mode): an id for this page only.
 */
export function visitorId(): string {
  try {
    const stored = localStorage.getItem(VISITOR_ID_KEY);
    if (stored && UUID.test(stored)) return stored;
    const made = crypto.randomUUID();
    localStorage.setItem(VISITOR_ID_KEY, made);
    return made;
  } catch {
    return (pageVisitorId ??= crypto.randomUUID());
  }
}

/**
 * Opens a new connection to the same origin, carrying the visitor id and, when logged in, the
 * token, and closes the previous one. forceNew keeps socket.io from reusing the old manager
 * and its old token. The token travels in the handshake's auth payload, not the URL (which
 * proxies and servers log); the server still accepts the base `?token=` from other clients.
 */
export function connectSocket(token: string | null): AppSocket {
  if (!io) throw new Error('Call loadSocketClient() before connectSocket().');
  current?.disconnect();
  // The server answers in the language the app shows (<html lang>); absent, it reads the
  // browser's Accept-Language.
  const language = document.documentElement.lang || undefined;
  current = io({
    auth: token
      ? { token, visitorId: visitorId(), language }
      : { visitorId: visitorId(), language },
    transports: ['websocket', 'polling'],
    forceNew: true,
  });
  watchAcks(current);
  notify();
  return current;
}

/** Socket.IO's packet types of acknowledgements (socket.io-parser: ACK, BINARY_ACK). */
const ACK_PACKETS = new Set([3, 6]);

/**
 * Every acknowledgement the connection receives is shown to noticeRestriction too, so a refusal
 * that carries a statement of reasons shows the suspension screen whichever page sent the
 * event. Read off the manager's decoded packets: the pages' own ack callbacks stay as they are.
 */
function watchAcks(socket: AppSocket): void {
  // Test stand-ins of the socket come without a manager.
  const manager = (socket as Partial<AppSocket>).io;
  manager?.on('packet', (packet: { type: number; data?: unknown }) => {
    if (ACK_PACKETS.has(packet.type) && Array.isArray(packet.data))
      noticeRestriction(packet.data[0]);
  });
}

/** Closes the given connection if it is still the current one. */
export function disconnectSocket(socket: AppSocket): void {
  socket.disconnect();
  if (current === socket) {
    current = null;
    notify();
  }
}

export function getSocket(): AppSocket | null {
  return current;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The current connection; components re-render when it is replaced after a login or logout. */
export function useSocket(): AppSocket | null {
  return useSyncExternalStore(subscribe, getSocket);
}
