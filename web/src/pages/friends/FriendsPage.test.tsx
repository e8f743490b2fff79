// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch, testConfig, testUser } from '../../testSupport/fakeFetch';
import { renderApp } from '../../testSupport/renderApp';

const summary = (id: number) => ({
  _id: `user-${id}`,
  username: `pal${id}`,
  profilePicture: 'default_avatar.jpg',
});

type Routes = Parameters<typeof stubFetch>[0];

function routes(extra: Routes): Routes {
  return {
    'GET /api/config': { body: testConfig },
    'GET /api/users/profile': { body: testUser },
    'GET /api/notifications': { body: [] },
    ...extra,
  };
}

const section = (name: string) => screen.getByRole('region', { name: new RegExp(name) });

describe('FriendsPage', () => {
  beforeEach(() => localStorage.setItem('token', 'token-1'));
  afterEach(() => {
    cleanup();
    localStorage.clear();
    vi.unstubAllGlobals();
  });

  it('moves an accepted request into my friends without a page reload', async () => {
    const table = routes({
      'GET /api/friends': { body: [] },
      'GET /api/friends/requests': { body: [summary(2)] },
      'POST /api/friends/accept/user-2': { body: { message: 'Friend request accepted.' } },
    });
    const fetchMock = stubFetch(table);
    renderApp('/friends');
    expect(await screen.findByText('You have no friends yet. Search for some!')).toBeTruthy();
    // From now on the server lists the new friend, online.
    table['GET /api/friends'] = { body: [{ ...summary(2), online: true }] };

    fireEvent.click(await screen.findByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('No pending friend requests.')).toBeTruthy();
    const friends = section('My Friends');
    expect(within(friends).getByRole('link', { name: 'pal2' }).getAttribute('href')).toBe(
      '/profile/user-2',
    );
    expect(await within(friends).findByText('Online')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/friends/accept/user-2')).toBe(true);
  });

  it('shows the fallback when rejecting fails without a message', async () => {
    stubFetch(
      routes({
        'GET /api/friends': { body: [] },
        'GET /api/friends/requests': { body: [summary(2)] },
        'POST /api/friends/reject/user-2': { status: 500, body: {} },
      }),
    );
    renderApp('/friends');
    fireEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Error reject request')).toBeTruthy();
    expect(within(section('Pending Friend Requests')).getByText('pal2')).toBeTruthy();
  });

  it('places the ad after the second friend and removes a friend after confirming', async () => {
    const friends = [2, 3, 4].map((id) => ({ ...summary(id), online: id === 3 }));
    stubFetch(
      routes({
        'GET /api/friends': { body: friends },
        'GET /api/friends/requests': { body: [] },
        'DELETE /api/friends/user-2': { body: { message: 'Friend removed.' } },
      }),
    );
    renderApp('/friends');
    const first = await screen.findByRole('link', { name: 'pal2' });
    const rows = within(first.closest('ul')!).getAllByRole('listitem');
    expect(rows).toHaveLength(4);
    expect(within(rows[2]).getByTestId('ad-slot')).toBeTruthy();
    expect(within(rows[1]).getByText('Online')).toBeTruthy();
    expect(within(rows[0]).getByText('Offline')).toBeTruthy();

    fireEvent.click(within(rows[0]).getByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/remove pal2 from your friends/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await vi.waitFor(() => expect(screen.queryByRole('link', { name: 'pal2' })).toBeNull());
  });

  it('shows the load error fallback', async () => {
    stubFetch(
      routes({
        'GET /api/friends': { status: 500, body: {} },
        'GET /api/friends/requests': { body: [] },
      }),
    );
    renderApp('/friends');
    expect(await screen.findByText('Error fetching friends or requests')).toBeTruthy();
  });
});
