// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch, testConfig, testUser } from '../../testSupport/fakeFetch';
import { renderApp } from '../../testSupport/renderApp';

// Whole-app renders (and the feed's lazy page after Finish) can be slow on a busy machine.

const newUser = { ...testUser, onboardingCompleted: false };
const recommendations = [{ _id: 'user-2', username: 'bob', profilePicture: 'default_avatar.jpg' }];

async function goToConnectStep() {
  // The page is lazily loaded; its import can take a moment when the test run is busy.
  await screen.findByRole('heading', { name: 'Profile Essentials' }, { timeout: 5000 });
  fireEvent.change(screen.getByLabelText('Bio'), { target: { value: 'Hello there' } });
  fireEvent.click(screen.getByRole('button', { name: 'Next' }));
  const music = screen.getByRole('button', { name: 'Music' });
  fireEvent.click(music);
  expect(music.getAttribute('aria-pressed')).toBe('true');
  expect(screen.getAllByRole('button', { pressed: false })).toHaveLength(11);
  fireEvent.click(screen.getByRole('button', { name: 'Next' }));
  await screen.findByRole('heading', { name: 'Connect' });
}

describe('OnboardingPage', () => {
  beforeEach(() => localStorage.setItem('token', 'token-1'));
  afterEach(() => {
    cleanup();
    localStorage.clear();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('walks the three steps, sends a friend request and finishes to /feed', async () => {
    const fetchMock = stubFetch({
      'GET /api/config': { body: testConfig },
      'GET /api/users/profile': { body: newUser },
      'GET /api/users/recommendations': { body: recommendations },
      'POST /api/friends/request/user-2': { body: { message: 'Friend request sent.' } },
      'POST /api/users/onboarding': {
        body: { ...newUser, bio: 'Hello there', interests: ['Music'], onboardingCompleted: true },
      },
    });
    renderApp('/onboarding');
    await goToConnectStep();

    fireEvent.click(await screen.findByRole('button', { name: 'Add Friend' }));
    const sent = await screen.findByRole('button', { name: 'Request Sent' });
    expect((sent as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Finish' }));
    expect(await screen.findByRole('heading', { name: "Your Friends' Feed" })).toBeTruthy();
    const finishCall = fetchMock.mock.calls.find(([url]) => url === '/api/users/onboarding');
    expect(JSON.parse(String(finishCall?.[1]?.body))).toEqual({
      bio: 'Hello there',
      interests: ['Music'],
    });
    // The first whole-app render loads the lazy pages: slow on a busy machine.
  }, 15_000);

  it('stays on the step and only logs when finishing fails', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    stubFetch({
      'GET /api/config': { body: testConfig },
      'GET /api/users/profile': { body: newUser },
      'GET /api/users/recommendations': { status: 500, body: { message: 'boom' } },
      'POST /api/users/onboarding': { status: 500, body: { message: 'Server error.' } },
    });
    renderApp('/onboarding');
    await goToConnectStep();
    fireEvent.click(screen.getByRole('button', { name: 'Finish' }));
    await waitFor(() =>
      expect(logged).toHaveBeenCalledWith('Onboarding failed.', expect.anything()),
    );
    expect(screen.getByRole('heading', { name: 'Connect' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
