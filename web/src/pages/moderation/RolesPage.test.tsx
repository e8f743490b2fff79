// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch, testConfig, testUser } from '../../testSupport/fakeFetch';
import { renderApp } from '../../testSupport/renderApp';

const admin = { ...testUser, role: 'admin' };
const baseRoutes = {
  'GET /api/config': { body: testConfig },
  'GET /api/users/profile': { body: admin },
  'GET /api/notifications': { body: [] },
  'GET /api/moderation/roles': {
    body: { staff: [{ _id: admin._id, username: admin.username, role: 'admin' }] },
  },
};
const searchFor = (term: string) => `GET /api/users/search?username=${term}`;
const bob = {
  _id: 'user-2',
  username: 'bob',
  profilePicture: 'default_avatar.jpg',
  isFriend: false,
  requestSent: false,
  requestReceived: false,
};

async function submit(term: string) {
  const box = await screen.findByRole('searchbox', { name: 'Find a user by username' });
  fireEvent.change(box, { target: { value: term } });
  fireEvent.click(screen.getByRole('button', { name: 'Find' }));
}

describe('RolesPage', () => {
  beforeEach(() => localStorage.setItem('token', 'token-1'));
  afterEach(() => {
    cleanup();
    localStorage.clear();
    vi.unstubAllGlobals();
  });

  it('finds people on submit, and a later search clears an earlier failure', async () => {
    stubFetch({
      ...baseRoutes,
      [searchFor('nobody')]: { status: 500, body: { message: 'Search is down' } },
      [searchFor('bob')]: { body: [bob] },
    });
    renderApp('/moderation/roles');
    expect(await screen.findByText('Moderators and admins')).toBeTruthy();
    await submit('nobody');
    expect(await screen.findByText('Search is down')).toBeTruthy();
    await submit('bob');
    expect(await screen.findByRole('button', { name: 'Make moderator' })).toBeTruthy();
    expect(screen.queryByText('Search is down')).toBeNull();
  });

  it('asks again when the same name is submitted twice', async () => {
    const fetchMock = stubFetch({ ...baseRoutes, [searchFor('zed')]: { body: [] } });
    renderApp('/moderation/roles');
    await submit('zed');
    expect(await screen.findByText('No users found.')).toBeTruthy();
    await submit('zed');
    const calls = () =>
      fetchMock.mock.calls.filter(([url]) => String(url) === '/api/users/search?username=zed');
    await waitFor(() => expect(calls()).toHaveLength(2));
  });
});
