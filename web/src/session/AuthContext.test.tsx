// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch, testUser } from '../testSupport/fakeFetch';
import { freshQueryCache } from '../testSupport/queryCache';
import { AuthProvider, useAuth, type AuthState } from './AuthContext';

let auth: AuthState;

function Probe() {
  auth = useAuth();
  if (auth.loading) return <p>loading</p>;
  return <p>{auth.user ? `user:${auth.user.username}` : 'logged out'}</p>;
}

describe('AuthProvider', () => {
  beforeEach(() => {
    localStorage.clear();
    freshQueryCache();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('restores the session from a stored token', async () => {
    localStorage.setItem('token', 'good');
    stubFetch({ 'GET /api/users/profile': { body: testUser } });
    render(
      <AuthProvider>
        <Probe />
      </AuthProvider>,
    );
    expect(screen.getByText('loading')).toBeTruthy();
    expect(await screen.findByText('user:alice')).toBeTruthy();
  });

  it('drops a token the server refuses', async () => {
    localStorage.setItem('token', 'stale');
    stubFetch({ 'GET /api/users/profile': { status: 401, body: { message: 'Not authorized.' } } });
    render(
      <AuthProvider>
        <Probe />
      </AuthProvider>,
    );
    expect(await screen.findByText('logged out')).toBeTruthy();
    expect(localStorage.getItem('token')).toBeNull();
    expect(auth.error).toBe('Not authorized.');
  });

  it('stores the token on login, merges updates and clears everything on logout', async () => {
    const fetchMock = stubFetch({
      'POST /api/auth/login': { body: { token: 'fresh', ...testUser } },
      'POST /api/auth/logout': { body: { message: 'You have been logged out.' } },
    });
    render(
      <AuthProvider>
        <Probe />
      </AuthProvider>,
    );
    await act(() => auth.login({ identifier: 'alice', password: 'secret123' }));
    expect(localStorage.getItem('token')).toBe('fresh');
    act(() => auth.updateUser({ username: 'alicia' }));
    expect(screen.getByText('user:alicia')).toBeTruthy();
    act(() => auth.logout());
    await waitFor(() => expect(screen.getByText('logged out')).toBeTruthy());
    expect(localStorage.getItem('token')).toBeNull();
    // The server was told, with the token being logged out.
    const logoutCall = fetchMock.mock.calls.find(([path]) => path === '/api/auth/logout');
    expect(logoutCall?.[1]?.method).toBe('POST');
    expect((logoutCall?.[1]?.headers as Record<string, string>).Authorization).toBe('Bearer fresh');
  });

  it('logs out everywhere through the server, then clears the token', async () => {
    localStorage.setItem('token', 'good');
    const fetchMock = stubFetch({
      'GET /api/users/profile': { body: testUser },
      'POST /api/auth/logout-all': {
        body: { message: 'You have been logged out on every device.' },
      },
    });
    render(
      <AuthProvider>
        <Probe />
      </AuthProvider>,
    );
    await screen.findByText('user:alice');
    await act(() => auth.logoutEverywhere());
    expect(screen.getByText('logged out')).toBeTruthy();
    expect(localStorage.getItem('token')).toBeNull();
    expect(fetchMock.mock.calls.some(([path]) => path === '/api/auth/logout-all')).toBe(true);
  });

  it('removes the token and keeps the message when login fails', async () => {
    localStorage.setItem('token', 'old');
    stubFetch({
      'GET /api/users/profile': { body: testUser },
      'POST /api/auth/login': { status: 401, body: { message: 'Invalid credentials.' } },
    });
    render(
      <AuthProvider>
        <Probe />
      </AuthProvider>,
    );
    await screen.findByText('user:alice');
    await act(() => auth.login({ identifier: 'alice', password: 'nope12' }).catch(() => {}));
    expect(localStorage.getItem('token')).toBeNull();
    expect(auth.error).toBe('Invalid credentials.');
    expect(screen.getByText('logged out')).toBeTruthy();
  });

  it('tries a server failure again before giving up on the stored token', async () => {
    localStorage.setItem('token', 'good');
    const fetchMock = stubFetch({
      'GET /api/users/profile': { status: 503, body: { message: 'Starting up.' } },
    });
    const answers = fetchMock.getMockImplementation()!;
    fetchMock
      .mockImplementationOnce(answers)
      .mockImplementation(async (input, init) =>
        String(input) === '/api/users/profile'
          ? new Response(JSON.stringify(testUser), { status: 200 })
          : answers(input, init),
      );
    render(
      <AuthProvider>
        <Probe />
      </AuthProvider>,
    );
    expect(await screen.findByText('user:alice')).toBeTruthy();
    expect(localStorage.getItem('token')).toBe('good');
    expect(auth.error).toBeNull();
  });

  it('signs in with the answer of the login, without reading the profile again', async () => {
    const fetchMock = stubFetch({
      'POST /api/auth/login': { body: { token: 'fresh', ...testUser } },
    });
    render(
      <AuthProvider>
        <Probe />
      </AuthProvider>,
    );
    await act(() => auth.login({ identifier: 'alice', password: 'secret123' }));
    expect(screen.getByText('user:alice')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByText('user:alice')).toBeTruthy();
    expect(fetchMock.mock.calls.map(([path]) => path)).toEqual(['/api/auth/login']);
  });
});
