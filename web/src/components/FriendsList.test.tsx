// @vitest-environment jsdom
import { Suspense } from 'react';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../testSupport/fakeFetch';
import { freshQueryCache } from '../testSupport/queryCache';
import { connectSocket, loadSocketClient } from '../api/socket';
import { FriendsList } from './FriendsList';
import { switchLanguage } from '../i18n/i18n';

const fakeSocket = await vi.hoisted(async () => {
  const { createFakeSocket } = await import('../testSupport/fakeSocket');
  return createFakeSocket();
});

vi.mock('socket.io-client', () => ({ io: vi.fn(() => fakeSocket) }));
// The client is fetched on demand in the app (its own chunk); here it is the mock above.
beforeAll(() => loadSocketClient());

const friend = (id: number, online: boolean) => ({
  _id: `user-${id}`,
  username: `pal${id}`,
  profilePicture: 'default_avatar.jpg',
  online,
});

function renderList() {
  return render(
    <MemoryRouter>
      <FriendsList />
    </MemoryRouter>,
  );
}

const rowOf = (name: string) => screen.getByRole('link', { name }).closest('li')!;

describe('FriendsList', () => {
  beforeEach(freshQueryCache);
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('flips a friend between Online and Offline on presence events', async () => {
    stubFetch({ 'GET /api/friends': { body: [friend(2, false), friend(3, false)] } });
    act(() => {
      connectSocket('token-1');
    });
    renderList();
    await screen.findByRole('link', { name: 'pal2' });
    expect(screen.getByText('No friends online.')).toBeTruthy();
    expect(within(rowOf('pal2')).getByText('Offline')).toBeTruthy();

    act(() => fakeSocket.trigger('friendOnline', { userId: 'user-2' }));
    expect(within(rowOf('pal2')).getByText('Online')).toBeTruthy();
    expect(within(rowOf('pal3')).getByText('Offline')).toBeTruthy();
    expect(screen.queryByText('No friends online.')).toBeNull();

    act(() => fakeSocket.trigger('friendOffline', { userId: 'user-2' }));
    expect(within(rowOf('pal2')).getByText('Offline')).toBeTruthy();
  });

  it('stops listening once unmounted', async () => {
    stubFetch({ 'GET /api/friends': { body: [friend(2, true)] } });
    act(() => {
      connectSocket('token-1');
    });
    const { unmount } = renderList();
    await screen.findByRole('link', { name: 'pal2' });
    expect(fakeSocket.handlers.get('friendOnline')?.size).toBe(1);
    unmount();
    expect(fakeSocket.handlers.get('friendOnline')?.size).toBe(0);
    expect(fakeSocket.handlers.get('friendOffline')?.size).toBe(0);
  });

  it('asks the user to search for friends when there are none', async () => {
    stubFetch({ 'GET /api/friends': { body: [] } });
    renderList();
    expect(await screen.findByText(/You have no friends yet\. Search for some!/)).toBeTruthy();
  });

  it('says a failed load in the app’s language, and a server’s own message as it came', async () => {
    await act(() => switchLanguage('es'));
    try {
      stubFetch({ 'GET /api/friends': { status: 500, body: {} } });
      render(
        <Suspense fallback={null}>
          <MemoryRouter>
            <FriendsList />
          </MemoryRouter>
        </Suspense>,
      );
      expect(await screen.findByText('Error al cargar los amigos o las solicitudes')).toBeTruthy();
    } finally {
      await act(() => switchLanguage('en'));
    }
    cleanup();
    freshQueryCache();
    stubFetch({
      'GET /api/friends': { status: 503, body: { message: 'Servicio no disponible.' } },
    });
    renderList();
    expect(await screen.findByText('Servicio no disponible.')).toBeTruthy();
  });
});
