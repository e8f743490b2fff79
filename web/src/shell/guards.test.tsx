// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch, testConfig, testUser } from '../testSupport/fakeFetch';
import { renderApp } from '../testSupport/renderApp';

/** Lazily loaded pages can take a moment to import when the test run is busy. */
const lazy = { timeout: 5000 };

describe('route guards', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the login screen in place of /friends when logged out', async () => {
    stubFetch({ 'GET /api/config': { body: testConfig } });
    renderApp('/friends');
    expect(await screen.findByLabelText('Username or email')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Welcome back' })).toBeTruthy();
  });

  it.each(['/profile', '/search', '/chat/user-2', '/conversations'])(
    'shows the login screen on %s when logged out',
    async (path) => {
      stubFetch({ 'GET /api/config': { body: testConfig } });
      renderApp(path);
      expect(await screen.findByLabelText('Username or email')).toBeTruthy();
    },
  );

  it('sends a user who has not finished onboarding to /onboarding', async () => {
    localStorage.setItem('token', 'token-1');
    stubFetch({
      'GET /api/config': { body: testConfig },
      'GET /api/users/profile': { body: { ...testUser, onboardingCompleted: false } },
      'GET /api/users/recommendations': { body: [] },
    });
    renderApp('/friends');
    expect(await screen.findByRole('heading', { name: 'Profile Essentials' }, lazy)).toBeTruthy();
    expect(screen.getByText('Step 1 of 3')).toBeTruthy();
  });

  it('keeps static pages readable during onboarding', async () => {
    localStorage.setItem('token', 'token-1');
    stubFetch({
      'GET /api/config': { body: testConfig },
      'GET /api/users/profile': { body: { ...testUser, onboardingCompleted: false } },
      'GET /api/users/recommendations': { body: [] },
    });
    renderApp('/terms');
    expect(await screen.findByRole('heading', { name: /Terms/, level: 1 }, lazy)).toBeTruthy();
    expect(screen.queryByText('Step 1 of 3')).toBeNull();
  });

  it('shows the protected page to a signed-in, onboarded user', async () => {
    localStorage.setItem('token', 'token-1');
    stubFetch({
      'GET /api/config': { body: testConfig },
      'GET /api/users/profile': { body: testUser },
    });
    renderApp('/friends');
    expect(await screen.findByRole('heading', { name: 'Friends' })).toBeTruthy();
    expect(screen.queryByLabelText('Username or email')).toBeNull();
  });

  it('redirects / to /feed when logged in', async () => {
    localStorage.setItem('token', 'token-1');
    stubFetch({
      'GET /api/config': { body: testConfig },
      'GET /api/users/profile': { body: testUser },
    });
    renderApp('/');
    expect(await screen.findByRole('heading', { name: "Your Friends' Feed" })).toBeTruthy();
  });

  it('shows the landing page on / when logged out, with an ad slot', async () => {
    stubFetch({ 'GET /api/config': { body: testConfig } });
    renderApp('/');
    expect(await screen.findByRole('link', { name: /Start Chatting Now/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Start Video Chat/ }).getAttribute('href')).toBe(
      '/video-chat',
    );
    expect(screen.getByRole('link', { name: 'Join Now' }).getAttribute('href')).toBe('/register');
    expect(screen.getAllByTestId('ad-slot').length).toBeGreaterThan(0);
  });

  it('asks a visitor on /feed to log in or register', async () => {
    stubFetch({ 'GET /api/config': { body: testConfig } });
    renderApp('/feed');
    expect(await screen.findByText(/Please log in or register/)).toBeTruthy();
  });

  it('shows a coming-soon card for later features and a 404 for unknown paths', async () => {
    stubFetch({ 'GET /api/config': { body: testConfig } });
    renderApp('/video-chat');
    expect(await screen.findByRole('heading', { name: 'Anonymous Video Chat' })).toBeTruthy();
    cleanup();
    renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });
});
