// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { connectSocket, loadSocketClient } from '../api/socket';
import { OnlineCount } from './OnlineCount';

const fakeSocket = await vi.hoisted(async () => {
  const { createFakeSocket } = await import('../testSupport/fakeSocket');
  return createFakeSocket(false);
});

vi.mock('socket.io-client', () => ({ io: vi.fn(() => fakeSocket) }));
// The client is fetched on demand in the app (its own chunk); here it is the mock above.
beforeAll(() => loadSocketClient());

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
