// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { connectSocket } from '../api/socket';
import { OnlineCount } from './OnlineCount';

type Handler = (...args: any[]) => void;

/** A stand-in for a socket.io client socket that records handlers and emits. */
const fakeSocket = vi.hoisted(() => {
  const handlers = new Map<string, Set<Handler>>();
  return {
    connected: false,
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
    trigger(event: string, ...args: unknown[]) {
      handlers.get(event)?.forEach((handler) => handler(...args));
    },
  };
});

vi.mock('socket.io-client', () => ({ io: vi.fn(() => fakeSocket) }));

describe('OnlineCount', () => {
  afterEach(cleanup);

  it('shows the server count plus 37, asking for it on connect', () => {
    act(() => {
      connectSocket(null);
    });
    render(<OnlineCount />);
    expect(screen.getByText('Online: …')).toBeTruthy();

    act(() => fakeSocket.trigger('connect'));
    const [event, ack] = fakeSocket.emit.mock.calls[0];
    expect(event).toBe('getOnlineUsersCount');
    act(() => ack(10));
    expect(screen.getByText('Online: 47')).toBeTruthy();

    act(() => fakeSocket.trigger('updateOnlineUsersCount', 5));
    expect(screen.getByText('Online: 42')).toBeTruthy();
  });
});
