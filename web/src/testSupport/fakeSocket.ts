import { vi } from 'vitest';

type Handler = (...args: unknown[]) => void;

/**
 * A stand-in for a socket.io client socket that records handlers and emits. Tests create it in
 * vi.hoisted and hand it to `vi.mock('socket.io-client', () => ({ io: () => fakeSocket }))`.
 */
export function createFakeSocket(connected = true) {
  const handlers = new Map<string, Set<Handler>>();
  return {
    connected,
    handlers,
    on(event: string, handler: Handler) {
      if (!handlers.has(event)) handlers.set(event, new Set());
      handlers.get(event)!.add(handler);
      return this;
    },
    off(event: string, handler: Handler) {
      handlers.get(event)?.delete(handler);
      return this;
    },
    emit: vi.fn(),
    disconnect: vi.fn(),
    /** Delivers a server event to the registered handlers. */
    trigger(event: string, ...args: unknown[]) {
      handlers.get(event)?.forEach((handler) => handler(...args));
    },
  };
}
