// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { connectSocket, loadSocketClient } from '../../api/socket';
import { stubFetch, testConfig, testUser } from '../../testSupport/fakeFetch';
import { renderApp } from '../../testSupport/renderApp';

const fakeSocket = await vi.hoisted(async () => {
  const { createFakeSocket } = await import('../../testSupport/fakeSocket');
  return createFakeSocket();
});

vi.mock('socket.io-client', () => ({ io: vi.fn(() => fakeSocket) }));
// The client is fetched on demand in the app (its own chunk); here it is the mock above.
beforeAll(() => loadSocketClient());

const carol = { _id: 'user-3', username: 'carol', profilePicture: '' };
const roomMessage = (id: string, minute: number) => ({
  _id: id,
  sender: carol,
  content: `text ${id}`,
  type: 'text',
  createdAt: `2025-01-01T10:${String(minute).padStart(2, '0')}:00Z`,
  clientId: `c-${id}`,
  roomId: 'room-1',
});

type Routes = Parameters<typeof stubFetch>[0];
const routes = (extra: Routes): Routes => ({
  'GET /api/config': { body: testConfig },
  'GET /api/users/profile': { body: testUser },
  'GET /api/notifications': { body: [] },
  'GET /api/rooms/room-1': {
    body: { _id: 'room-1', name: 'Cats', participants: [], participantCount: 2 },
  },
  'GET /api/rooms/room-1/messages?page=1&limit=20': {
    body: { messages: [roomMessage('m1', 1)], totalPages: 1, currentPage: 1 },
  },
  ...extra,
});

const emitted = (event: string) => fakeSocket.emit.mock.calls.filter(([name]) => name === event);

describe('RoomChatPage', () => {
  beforeEach(() => fakeSocket.emit.mockReset());
  afterEach(() => {
    cleanup();
    localStorage.clear();
    vi.unstubAllGlobals();
  });

  it('asks visitors to log in', async () => {
    stubFetch(routes({}));
    renderApp('/room/room-1');
    expect(
      await screen.findByText('Please log in to join rooms.', {}, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Rooms' }).getAttribute('href')).toBe('/rooms');
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
    expect(main.getByRole('link', { name: 'Register' }).getAttribute('href')).toBe('/register');
    // The first whole-app render loads the lazy pages: slow on a busy machine.
  }, 15_000);

  it('joins on mount, shows senders, refills after a reconnect and leaves on unmount', async () => {
    localStorage.setItem('token', 'token-1');
    const table = routes({});
    const fetchMock = stubFetch(table);
    act(() => {
      connectSocket('token-1');
    });
    const { unmount } = renderApp('/room/room-1');
    expect(await screen.findByRole('heading', { name: 'Cats' }, { timeout: 5000 })).toBeTruthy();
    expect(await screen.findByText('text m1')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'carol' })).toBeTruthy();
    expect(emitted('joinRoom')[0][1]).toBe('room-1');

    // Messages sent while the connection was down come back with page 1 after the reconnect.
    table['GET /api/rooms/room-1/messages?page=1&limit=20'] = {
      body: {
        messages: [roomMessage('m1', 1), roomMessage('m2', 2)],
        totalPages: 1,
        currentPage: 1,
      },
    };
    act(() => fakeSocket.trigger('disconnect'));
    await act(async () => fakeSocket.trigger('connect'));
    expect(await screen.findByText('text m2')).toBeTruthy();
    expect(emitted('joinRoom')).toHaveLength(2);
    const pageCalls = fetchMock.mock.calls.filter(([url]) => String(url).includes('/messages'));
    expect(pageCalls).toHaveLength(2);

    unmount();
    expect(emitted('leaveRoom')[0][1]).toBe('room-1');
  });

  it('says so when the room does not exist', async () => {
    localStorage.setItem('token', 'token-1');
    stubFetch(
      routes({ 'GET /api/rooms/room-1': { status: 404, body: { message: 'Room not found.' } } }),
    );
    renderApp('/room/room-1');
    expect(await screen.findByText('Room not found.')).toBeTruthy();
  });

  it('shows the fallback when the room cannot be loaded', async () => {
    localStorage.setItem('token', 'token-1');
    stubFetch(routes({ 'GET /api/rooms/room-1': { status: 500, body: {} } }));
    renderApp('/room/room-1');
    expect(await screen.findByText('Failed to load room chat.')).toBeTruthy();
  });

  it('leaves the room with the header button and goes back to the list', async () => {
    localStorage.setItem('token', 'token-1');
    const fetchMock = stubFetch(
      routes({
        'POST /api/rooms/room-1/leave': { body: { message: 'You left the room.' } },
        'GET /api/rooms': { body: [] },
        'GET /api/rooms?mine=1': { body: [] },
      }),
    );
    act(() => {
      connectSocket('token-1');
    });
    renderApp('/room/room-1');
    fireEvent.click(await screen.findByRole('button', { name: 'Leave Cats' }, { timeout: 5000 }));
    expect(await screen.findByText("You left 'Cats'.")).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Trending Rooms' })).toBeTruthy();
    const leaves = fetchMock.mock.calls.filter(
      ([url, init]) => url === '/api/rooms/room-1/leave' && init?.method === 'POST',
    );
    expect(leaves).toHaveLength(1);
  }, 15_000);
});
