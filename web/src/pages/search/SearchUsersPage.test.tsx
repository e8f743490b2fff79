// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch, testConfig, testUser } from '../../testSupport/fakeFetch';
import { renderApp } from '../../testSupport/renderApp';

const person = (id: number, flags: Partial<Record<'isFriend' | 'requestSent', boolean>> = {}) => ({
  _id: `user-${id}`,
  username: `bob${id}`,
  profilePicture: 'default_avatar.jpg',
  isFriend: false,
  requestSent: false,
  requestReceived: false,
  ...flags,
});

const baseRoutes = {
  'GET /api/config': { body: testConfig },
  'GET /api/users/profile': { body: testUser },
  'GET /api/notifications': { body: [] },
};

const searchCalls = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/users/search'));

async function typeQuery(text: string) {
  const box = await screen.findByRole('searchbox', { name: 'Username' });
  fireEvent.change(box, { target: { value: text } });
  return box;
}

describe('SearchUsersPage', () => {
  beforeEach(() => localStorage.setItem('token', 'token-1'));
  afterEach(() => {
    cleanup();
    localStorage.clear();
    vi.unstubAllGlobals();
  });

  it('makes no call for a blank query, typed or submitted', async () => {
    const fetchMock = stubFetch(baseRoutes);
    renderApp('/search');
    await typeQuery('   ');
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(searchCalls(fetchMock)).toHaveLength(0);
    expect(screen.queryByText('No users found.')).toBeNull();
  });

  it('searches as the user types and shows the empty state', async () => {
    const fetchMock = stubFetch({
      ...baseRoutes,
      'GET /api/users/search?username=zed': { body: [] },
    });
    renderApp('/search');
    await typeQuery('ze');
    await typeQuery('zed');
    expect(await screen.findByText('No users found.')).toBeTruthy();
    expect(searchCalls(fetchMock)).toHaveLength(1);
  });

  it('turns Add Friend into a disabled Request Sent and shows initial states', async () => {
    const fetchMock = stubFetch({
      ...baseRoutes,
      'GET /api/users/search?username=bob': {
        body: [person(2), person(3, { requestSent: true }), person(4, { isFriend: true })],
      },
      'POST /api/friends/request/user-2': {
        status: 201,
        body: { message: 'Friend request sent.' },
      },
    });
    renderApp('/search');
    await typeQuery('bob');
    fireEvent.click(await screen.findByRole('button', { name: 'Search' }));
    const add = await screen.findByRole('button', { name: 'Add Friend' });
    expect(screen.getByRole('link', { name: 'bob2' }).getAttribute('href')).toBe('/profile/user-2');
    expect(screen.getByRole('button', { name: 'Friends' })).toHaveProperty('disabled', true);
    expect(screen.getAllByRole('button', { name: 'Request Sent' })).toHaveLength(1);

    fireEvent.click(add);
    await vi.waitFor(() =>
      expect(screen.getAllByRole('button', { name: 'Request Sent' })).toHaveLength(2),
    );
    for (const button of screen.getAllByRole('button', { name: 'Request Sent' })) {
      expect(button).toHaveProperty('disabled', true);
    }
    expect(screen.queryByRole('button', { name: 'Add Friend' })).toBeNull();
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/friends/request/user-2')).toBe(true);
  });

  it('shows the server message when a request fails', async () => {
    stubFetch({
      ...baseRoutes,
      'GET /api/users/search?username=bob': { body: [person(2)] },
      'POST /api/friends/request/user-2': { status: 400, body: { message: 'You are blocked.' } },
    });
    renderApp('/search');
    await typeQuery('bob');
    fireEvent.click(await screen.findByRole('button', { name: 'Add Friend' }));
    expect(await screen.findByText('You are blocked.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add Friend' })).toHaveProperty('disabled', false);
  });

  it('shows a failed search, and Search asks again', async () => {
    stubFetch({
      ...baseRoutes,
      'GET /api/users/search?username=bob': { status: 503, body: { message: 'Search is down.' } },
    });
    renderApp('/search');
    await typeQuery('bob');
    expect(await screen.findByText('Search is down.')).toBeTruthy();
    expect(screen.queryByText('No users found.')).toBeNull();

    const fetchMock = stubFetch({
      ...baseRoutes,
      'GET /api/users/search?username=bob': { body: [person(2)] },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('bob2')).toBeTruthy();
    expect(screen.queryByText('Search is down.')).toBeNull();
    expect(searchCalls(fetchMock)).toHaveLength(1);
  });

  it('places the ad after the third result', async () => {
    stubFetch({
      ...baseRoutes,
      'GET /api/users/search?username=bob': { body: [1, 2, 3, 4, 5].map((id) => person(id)) },
    });
    renderApp('/search');
    await typeQuery('bob');
    await screen.findByText('bob5');
    const list = screen.getByText('bob1').closest('ul')!;
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(6);
    expect(within(rows[3]).getByTestId('ad-slot')).toBeTruthy();
    expect(within(rows[2]).getByText('bob3')).toBeTruthy();
    expect(within(rows[4]).getByText('bob4')).toBeTruthy();
  });
});
