// @vitest-environment jsdom
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { NOTIFICATION_POLL_MS } from '@serendip/protocol';
import { AuthProvider } from '../session/AuthContext';
import { stubFetch, testUser } from '../testSupport/fakeFetch';
import { freshQueryCache } from '../testSupport/queryCache';
import { signedInWithSocket } from '../testSupport/signedIn';
import { loadSocketClient } from '../api/socket';
import { formattersFor } from '../i18n/format';
import { NotificationBell } from './NotificationBell';
import { preloadToastStack, ToastProvider } from './Toasts';

await preloadToastStack();

const fakeSocket = await vi.hoisted(async () => {
  const { createFakeSocket } = await import('../testSupport/fakeSocket');
  return createFakeSocket();
});

vi.mock('socket.io-client', () => ({ io: vi.fn(() => fakeSocket) }));
// The client is fetched on demand in the app (its own chunk); here it is the mock above.
beforeAll(() => loadSocketClient());

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const stored = [
  {
    _id: 'n-3',
    message: 'bob liked your photo',
    link: '/profile',
    read: false,
    createdAt: minutesAgo(5),
  },
  {
    _id: 'n-2',
    message: 'carol sent you a friend request',
    link: '/friends',
    read: false,
    createdAt: minutesAgo(90),
  },
  { _id: 'n-1', message: 'Welcome to Serendip!', read: true, createdAt: minutesAgo(3000) },
];

function renderBell() {
  freshQueryCache();
  return render(
    <MemoryRouter initialEntries={['/feed']}>
      <AuthProvider>
        <ToastProvider>
          <NotificationBell />
          <Routes>
            <Route path="*" element={<p>Page</p>} />
            <Route path="/friends" element={<p>Friends page</p>} />
          </Routes>
        </ToastProvider>
      </AuthProvider>
    </MemoryRouter>,
  );
}

const bell = () => screen.findByRole('button', { name: /^Notifications/ });

async function openBell() {
  fireEvent.click(await bell());
  return screen.findByRole('heading', { name: 'Notifications' });
}

describe('NotificationBell', () => {
  signedInWithSocket();

  function stubServer() {
    return stubFetch({
      'GET /api/users/profile': { body: testUser },
      'GET /api/notifications': { body: stored },
      'PUT /api/notifications/read': { body: { message: 'All notifications marked as read.' } },
      'PUT /api/notifications/n-2/read': { body: { message: 'Notification marked as read.' } },
    });
  }

  it('shows the unread count, and Mark all as read clears it', async () => {
    const fetchMock = stubServer();
    renderBell();
    expect(await screen.findByRole('button', { name: 'Notifications (2 unread)' })).toBeTruthy();
    expect(screen.getByTestId('notification-count').textContent).toBe('2');

    await openBell();
    // When, in the app's language through Intl: short relative time, the full date as its title.
    const time = screen.getByText('5 min. ago');
    expect(time.getAttribute('title')).toBe(formattersFor('en').dateTime(stored[0].createdAt));
    fireEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(screen.queryByTestId('notification-count')).toBeNull();
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeTruthy();
    await vi.waitFor(() => {
      const call = fetchMock.mock.calls.find(([url]) => url === '/api/notifications/read');
      expect(call?.[1]?.method).toBe('PUT');
    });
  });

  it('marks a clicked notification read and follows its link', async () => {
    const fetchMock = stubServer();
    renderBell();
    await screen.findByRole('button', { name: 'Notifications (2 unread)' });
    await openBell();
    fireEvent.click(screen.getByRole('button', { name: /carol sent you a friend request/ }));
    expect(await screen.findByText('Friends page')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Notifications (1 unread)' })).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/notifications/n-2/read')).toBe(true);
  });

  it('adds a pushed notification at the top, raises the count and shows a toast', async () => {
    stubServer();
    renderBell();
    await screen.findByRole('button', { name: 'Notifications (2 unread)' });
    const pushed = {
      _id: 'n-4',
      message: 'dave accepted your friend request',
      link: '/friends',
      read: false,
      createdAt: new Date().toISOString(),
    };
    act(() => fakeSocket.trigger('newNotification', pushed));
    expect(screen.getByRole('button', { name: 'Notifications (3 unread)' })).toBeTruthy();
    const toast = screen
      .getAllByRole('status')
      .find((node) => node.classList.contains('app-toast'))!;
    expect(within(toast).getByRole('link', { name: pushed.message }).getAttribute('href')).toBe(
      '/friends',
    );

    await openBell();
    const menu = screen.getByRole('heading', { name: 'Notifications' }).parentElement!
      .parentElement!;
    const items = within(menu).getAllByRole('button', { name: /ago|now|yesterday|\d{4}/ });
    expect(items[0].textContent).toContain(pushed.message);
    expect(items).toHaveLength(4);
  });

  it('groups likes of one post, shows avatar and thumbnail, and accepts a request in place', async () => {
    const person = (name: string) => ({
      _id: `id-${name}`,
      username: name,
      profilePicture: `/uploads/${name}.jpg`,
    });
    const like = (name: string, minutes: number) => ({
      _id: `like-${name}`,
      message: `${name} liked your photo.`,
      link: '/profile/me?post=p1',
      read: false,
      createdAt: minutesAgo(minutes),
      actor: person(name),
      target: { kind: 'like', id: 'p1', photoId: 'p1' },
      thumbnail: '/uploads/p1.jpg',
    });
    const fetchMock = stubFetch({
      'GET /api/users/profile': { body: testUser },
      'GET /api/notifications': {
        body: [
          {
            _id: 'req-1',
            message: 'erin sent you a friend request.',
            link: '/friends',
            read: false,
            createdAt: minutesAgo(1),
            actor: person('erin'),
            target: { kind: 'friendRequest', id: 'id-erin' },
          },
          like('cy', 2),
          like('bo', 3),
          like('al', 4),
        ],
      },
      'GET /api/friends/requests': { body: [person('erin')] },
      'POST /api/friends/accept/id-erin': { body: { message: 'Friend request accepted.' } },
      'PUT /api/notifications/req-1/read': { body: { message: 'Notification marked as read.' } },
    });
    renderBell();
    await screen.findByRole('button', { name: 'Notifications (4 unread)' });
    await openBell();
    const grouped = screen.getByText('cy and 2 others liked your photo.');
    const row = grouped.closest('[data-testid="notification-row"]') as HTMLElement;
    expect(row.querySelector('img.avatar')?.getAttribute('src')).toBe('/uploads/cy.jpg');
    expect(row.querySelector('img.notification-thumbnail')?.getAttribute('src')).toBe(
      '/uploads/p1.jpg',
    );

    fireEvent.click(await screen.findByRole('button', { name: 'Accept friend request from erin' }));
    expect(await screen.findByText('Friend request accepted.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Accept friend request/ })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Notifications' })).toBeTruthy();
    expect(
      fetchMock.mock.calls.some(
        ([url, init]) => url === '/api/friends/accept/id-erin' && init?.method === 'POST',
      ),
    ).toBe(true);
    expect(screen.getByRole('button', { name: 'Notifications (3 unread)' })).toBeTruthy();
  });

  it('fetches again every five minutes', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const fetchMock = stubServer();
      renderBell();
      await screen.findByRole('button', { name: 'Notifications (2 unread)' });
      const fetches = () =>
        fetchMock.mock.calls.filter(([url]) => url === '/api/notifications').length;
      expect(fetches()).toBe(1);
      act(() => vi.advanceTimersByTime(NOTIFICATION_POLL_MS - 1));
      expect(fetches()).toBe(1);
      act(() => vi.advanceTimersByTime(1));
      expect(fetches()).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps a pushed notification that a read already under way does not hold', async () => {
    const fetchMock = stubServer();
    renderBell();
    await screen.findByRole('button', { name: 'Notifications (2 unread)' });
    // The next read of the list waits until released, with the answer of before the push.
    let release = () => {};
    const answered = new Promise<void>((resolve) => (release = resolve));
    const plain = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) => {
      if (String(input) === '/api/notifications') await answered;
      return plain(input, init);
    });
    fireEvent.click(await bell());
    const pushed = { ...stored[0], _id: 'n-9', message: 'fay liked your photo' };
    act(() => fakeSocket.trigger('newNotification', pushed));
    expect(screen.getByRole('button', { name: 'Notifications (3 unread)' })).toBeTruthy();
    await act(async () => release());
    await vi.waitFor(() =>
      expect(fetchMock.mock.calls.filter(([url]) => url === '/api/notifications')).toHaveLength(2),
    );
    expect(screen.getByRole('button', { name: 'Notifications (3 unread)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /fay liked your photo/ })).toBeTruthy();
  });

  it('asks again which requests are pending when a new friend request arrives', async () => {
    const erin = { _id: 'id-erin', username: 'erin', profilePicture: '/uploads/erin.jpg' };
    const gus = { _id: 'id-gus', username: 'gus', profilePicture: '/uploads/gus.jpg' };
    const request = (person: typeof erin, minutes: number) => ({
      _id: `req-${person.username}`,
      message: `${person.username} sent you a friend request.`,
      link: '/friends',
      read: false,
      createdAt: minutesAgo(minutes),
      actor: person,
      target: { kind: 'friendRequest', id: person._id },
    });
    const fetchMock = stubFetch({
      'GET /api/users/profile': { body: testUser },
      'GET /api/notifications': { body: [request(erin, 5)] },
      'GET /api/friends/requests': { body: [erin] },
    });
    renderBell();
    await openBell();
    expect(
      await screen.findByRole('button', { name: 'Accept friend request from erin' }),
    ).toBeTruthy();
    const reads = (calls: unknown[][]) =>
      calls.filter(([url]) => url === '/api/friends/requests').length;
    expect(reads(fetchMock.mock.calls)).toBeGreaterThan(0);

    const later = stubFetch({
      'GET /api/users/profile': { body: testUser },
      'GET /api/notifications': { body: [request(gus, 0), request(erin, 5)] },
      'GET /api/friends/requests': { body: [gus, erin] },
    });
    act(() => fakeSocket.trigger('newNotification', request(gus, 0)));
    expect(
      await screen.findByRole('button', { name: 'Accept friend request from gus' }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Accept friend request from erin' })).toBeTruthy();
    expect(reads(later.mock.calls)).toBe(1);
  });

  it('shows the empty state and only logs a failed fetch', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    stubFetch({
      'GET /api/users/profile': { body: testUser },
      'GET /api/notifications': { status: 500, body: {} },
    });
    renderBell();
    await openBell();
    expect(screen.getByText('No new notifications')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).toBeNull();
    await vi.waitFor(() => expect(logged).toHaveBeenCalled());
    logged.mockRestore();
  });
});
