// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch, testUser } from '../../testSupport/fakeFetch';
import { freshQueryCache } from '../../testSupport/queryCache';
import { AuthProvider } from '../../session/AuthContext';
import { LogoutEverywhere } from './LogoutEverywhere';

function renderControl() {
  return render(
    <MemoryRouter initialEntries={['/profile']}>
      <AuthProvider>
        <Routes>
          <Route path="/profile" element={<LogoutEverywhere />} />
          <Route path="/login" element={<p>login page</p>} />
        </Routes>
      </AuthProvider>
    </MemoryRouter>,
  );
}

describe('Log out everywhere', () => {
  beforeEach(() => {
    localStorage.setItem('token', 'good');
    freshQueryCache();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('asks first; cancelling changes nothing', async () => {
    const fetchMock = stubFetch({ 'GET /api/users/profile': { body: testUser } });
    renderControl();
    fireEvent.click(await screen.findByRole('button', { name: 'Log out everywhere' }));
    expect(await screen.findByText('Log out everywhere?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByText('Log out everywhere?')).toBeNull());
    expect(fetchMock.mock.calls.some(([path]) => path === '/api/auth/logout-all')).toBe(false);
    expect(localStorage.getItem('token')).toBe('good');
  });

  it('on confirm calls the server, drops the token and goes to the login page', async () => {
    const fetchMock = stubFetch({
      'GET /api/users/profile': { body: testUser },
      'POST /api/auth/logout-all': {
        body: { message: 'You have been logged out on every device.' },
      },
    });
    renderControl();
    fireEvent.click(await screen.findByRole('button', { name: 'Log out everywhere' }));
    await screen.findByText('Log out everywhere?');
    const [, confirm] = screen.getAllByRole('button', { name: 'Log out everywhere' });
    fireEvent.click(confirm);
    expect(await screen.findByText('login page')).toBeTruthy();
    expect(localStorage.getItem('token')).toBeNull();
    const call = fetchMock.mock.calls.find(([path]) => path === '/api/auth/logout-all');
    expect((call?.[1]?.headers as Record<string, string>).Authorization).toBe('Bearer good');
  });

  it('shows the server message and keeps the session when the server refuses', async () => {
    stubFetch({
      'GET /api/users/profile': { body: testUser },
      'POST /api/auth/logout-all': { status: 503, body: { message: 'Try again later.' } },
    });
    renderControl();
    fireEvent.click(await screen.findByRole('button', { name: 'Log out everywhere' }));
    await screen.findByText('Log out everywhere?');
    fireEvent.click(screen.getAllByRole('button', { name: 'Log out everywhere' })[1]);
    expect(await screen.findByText('Try again later.')).toBeTruthy();
    expect(localStorage.getItem('token')).toBe('good');
  });
});
